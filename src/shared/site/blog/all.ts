import type { BlogPost } from '../schema';
import { post as repairAfterFight } from './posts/how-to-repair-things-after-a-fight';
import { post as practiseHardConversations } from './posts/practise-hard-conversations-before-you-have-them';
import { post as textingYourCrush } from './posts/texting-your-crush-what-keeps-a-conversation-going';

/** Every post body (server fallback bodies, tests). Files are named by slug; the client loads one at a time. */
export const ALL_BLOG_POST_BODIES: readonly BlogPost[] = [practiseHardConversations, repairAfterFight, textingYourCrush];
