// Runs before every API test file.
import { useCheapestPasswordCostForTests } from '../features/auth/index.js';

useCheapestPasswordCostForTests();
