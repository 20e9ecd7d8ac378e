// Runs before every API test file.
import { useCheapestPasswordCostForTests } from '../features/auth/password.js';

useCheapestPasswordCostForTests();
