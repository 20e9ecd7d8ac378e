import type { Language } from '@rumbo/contract';
import { billingRoutes as endpoints, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

// Billing's own cache tags: a purchase, a plan change or a cancellation refreshes the subscription,
// the cards and the history at once, wherever they show.
const billingTags = ['Subscription', 'Cards', 'Payments', 'BillingInformation'] as const;

/** A receipt's bytes as an object URL (the caller revokes it), or the server's error body. */
async function receiptResponse(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  return URL.createObjectURL(await response.blob());
}

export const billingApi = api.enhanceEndpoints({ addTagTypes: billingTags }).injectEndpoints({
  endpoints: (build) => ({
    // The catalogue is named in the reader's language: cached per language, asked in that language.
    getPlans: build.query<ResponseOf<typeof endpoints.plans>, Language>({
      query: (language) => ({ ...requestTo(endpoints.plans), headers: { 'accept-language': language } }),
    }),
    getPrice: build.query<ResponseOf<typeof endpoints.price>, { priceId: string; language: Language }>({
      query: ({ priceId, language }) => ({ ...requestTo(endpoints.price, { params: { priceId } }), headers: { 'accept-language': language } }),
    }),
    getPaymentConfig: build.query<ResponseOf<typeof endpoints.config>, void>({
      query: () => requestTo(endpoints.config),
    }),
    createSetupIntent: build.mutation<ResponseOf<typeof endpoints.createSetupIntent>, void>({
      query: () => requestTo(endpoints.createSetupIntent),
    }),
    confirmSandboxSetup: build.mutation<ResponseOf<typeof endpoints.sandboxConfirmSetup>, BodyOf<typeof endpoints.sandboxConfirmSetup>>({
      query: (body) => requestTo(endpoints.sandboxConfirmSetup, { body }),
    }),
    getSetupIntentPaymentMethod: build.query<ResponseOf<typeof endpoints.setupIntentPaymentMethod>, string>({
      query: (setupIntentId) => requestTo(endpoints.setupIntentPaymentMethod, { params: { setupIntentId } }),
      providesTags: ['Cards'],
    }),
    addCard: build.mutation<ResponseOf<typeof endpoints.addCard>, BodyOf<typeof endpoints.addCard>>({
      query: (body) => requestTo(endpoints.addCard, { body }),
      invalidatesTags: ['Cards', 'Subscription'],
    }),
    getCards: build.query<ResponseOf<typeof endpoints.cards>, void>({
      query: () => requestTo(endpoints.cards),
      providesTags: ['Cards'],
    }),
    setDefaultCard: build.mutation<ResponseOf<typeof endpoints.defaultCard>, BodyOf<typeof endpoints.defaultCard>>({
      query: (body) => requestTo(endpoints.defaultCard, { body }),
      invalidatesTags: ['Cards', 'Subscription'],
    }),
    getDefaultPaymentMethod: build.query<ResponseOf<typeof endpoints.defaultPaymentMethod>, void>({
      query: () => requestTo(endpoints.defaultPaymentMethod),
      providesTags: ['Cards'],
    }),
    deleteCard: build.mutation<ResponseOf<typeof endpoints.deleteCard>, string>({
      query: (id) => requestTo(endpoints.deleteCard, { params: { id } }),
      invalidatesTags: ['Cards', 'Subscription'],
    }),
    getSubscription: build.query<ResponseOf<typeof endpoints.subscription>, void>({
      query: () => requestTo(endpoints.subscription),
      providesTags: ['Subscription'],
    }),
    createSubscription: build.mutation<ResponseOf<typeof endpoints.createSubscription>, BodyOf<typeof endpoints.createSubscription>>({
      query: (body) => requestTo(endpoints.createSubscription, { body }),
      invalidatesTags: ['Subscription', 'Payments', 'Cards'],
    }),
    /**
     * What changing to a plan would charge or credit today. Not refetched when the change itself
     * refreshes the subscription: the amount stays the one the change was sent with.
     */
    previewPlanChange: build.query<ResponseOf<typeof endpoints.previewPlanChange>, BodyOf<typeof endpoints.previewPlanChange>>({
      query: (body) => requestTo(endpoints.previewPlanChange, { body }),
      keepUnusedDataFor: 0,
    }),
    changePlan: build.mutation<ResponseOf<typeof endpoints.changePlan>, BodyOf<typeof endpoints.changePlan>>({
      query: (body) => requestTo(endpoints.changePlan, { body }),
      invalidatesTags: ['Subscription', 'Payments', 'Cards'],
    }),
    cancelSubscription: build.mutation<ResponseOf<typeof endpoints.cancelSubscription>, BodyOf<typeof endpoints.cancelSubscription>>({
      query: (body) => requestTo(endpoints.cancelSubscription, { body }),
      invalidatesTags: ['Subscription'],
    }),
    resumeSubscription: build.mutation<ResponseOf<typeof endpoints.resumeSubscription>, BodyOf<typeof endpoints.resumeSubscription>>({
      query: (body) => requestTo(endpoints.resumeSubscription, { body }),
      invalidatesTags: ['Subscription'],
    }),
    getPaymentHistory: build.query<ResponseOf<typeof endpoints.paymentHistory>, Language>({
      // The concepts come in the request's language: cached per language.
      query: (language) => ({ ...requestTo(endpoints.paymentHistory), headers: { 'accept-language': language } }),
      providesTags: ['Payments'],
    }),
    /** A receipt as an object URL: the request carries the session's token (and refreshes it) like any other. */
    downloadReceipt: build.mutation<string, string>({
      query: (pdfUrl) => ({ url: pdfUrl.replace(/^\/api\//, ''), method: 'GET', responseHandler: receiptResponse, cache: 'no-store' }),
    }),
    getBillingInformation: build.query<ResponseOf<typeof endpoints.billingInformation>, void>({
      query: () => requestTo(endpoints.billingInformation),
      providesTags: ['BillingInformation'],
    }),
    saveBillingInformation: build.mutation<ResponseOf<typeof endpoints.saveBillingInformation>, BodyOf<typeof endpoints.saveBillingInformation>>({
      query: (body) => requestTo(endpoints.saveBillingInformation, { body }),
      invalidatesTags: ['BillingInformation'],
    }),
  }),
});

export const {
  useGetPlansQuery,
  useGetPriceQuery,
  useGetPaymentConfigQuery,
  useCreateSetupIntentMutation,
  useConfirmSandboxSetupMutation,
  useGetSetupIntentPaymentMethodQuery,
  useAddCardMutation,
  useGetCardsQuery,
  useSetDefaultCardMutation,
  useGetDefaultPaymentMethodQuery,
  useDeleteCardMutation,
  useGetSubscriptionQuery,
  useCreateSubscriptionMutation,
  usePreviewPlanChangeQuery,
  useChangePlanMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useGetPaymentHistoryQuery,
  useDownloadReceiptMutation,
  useGetBillingInformationQuery,
  useSaveBillingInformationMutation,
} = billingApi;
