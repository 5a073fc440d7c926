import type { PageProps } from '../../app/pageRegistry.js';

export default function EntrancePage(_props: PageProps) {
  return null;
}
