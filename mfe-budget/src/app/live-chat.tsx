import { LiveChatPage } from '../features/live-chat/live-chat-page';
import { registerBudgetCatalog } from '../i18n/register-catalog';

registerBudgetCatalog();

/** Exposed as 'budget/LiveChat': /app/live-chat (no sub-routes). */
export default function LiveChat() {
  return <LiveChatPage />;
}
