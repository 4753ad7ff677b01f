/** What other modules' tests use of the agent module: game rounds booked as a vendor would report them. */
export { bookGameRounds } from './game-rounds.js';
