/**
 * Topics: staff-curated groups of tags readers follow, their pages' story
 * lists, and trending (recent reads, claps and responses, decayed by age).
 * Who may see a topic is the access room's rule (topic-visibility.ts).
 */
export { followTopic, unfollowTopic } from './topics.service';
