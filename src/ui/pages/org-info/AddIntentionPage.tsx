import { IntentionForm } from './IntentionForm';

/** /org/info/add-intent: a new financing intention. */
export default function AddIntentionPage() {
  return <IntentionForm existing={null} />;
}
