import { notificationsRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<ResponseOf<typeof endpoints.list>, void>({
      query: () => requestTo(endpoints.list),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<ResponseOf<typeof endpoints.markRead>, string>({
      query: (id) => requestTo(endpoints.markRead, { params: { id } }),
      // Read again once marked: a list fetched while the mark was on its way (a poll, a page opening)
      // would otherwise leave the old count in the menu until the next poll.
      invalidatesTags: ['Notification'],
      // The inbox and the menu's count read it as read at once; a refused request puts it back.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const update = dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
            const notice = draft.data.notifications.find((entry) => entry.id === id);
            if (!notice || notice.readAt) return;
            notice.readAt = new Date().toISOString();
            draft.data.unread = Math.max(0, draft.data.unread - 1);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          update.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<ResponseOf<typeof endpoints.markAllRead>, void>({
      query: () => requestTo(endpoints.markAllRead),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useListNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;

/**
 * Unread notices, for a menu's count: read again each minute while the page is in front (a payment
 * made elsewhere shows within a minute), and, with `refetchOnFocus`, when the person comes back to it.
 */
export function useUnreadNotificationsCount({ skip = false, refetchOnFocus = false }: { skip?: boolean; refetchOnFocus?: boolean } = {}): number {
  // Only the count is read: the menu is not drawn again for each answer that leaves it as it was.
  const { unread } = useListNotificationsQuery(undefined, {
    skip,
    pollingInterval: 60_000,
    skipPollingIfUnfocused: true,
    refetchOnFocus,
    selectFromResult: ({ data }) => ({ unread: data?.data.unread ?? 0 }),
  });
  return skip ? 0 : unread;
}
