/**
 * The builder's story, revealed letter by letter in the home hero. Plain text:
 * the whole of it is in the page from the start (screen readers and search
 * engines read all of it); the reveal only changes colours.
 */
export const HOME_STORY =
  'i started building keyboards at 17, with a borrowed soldering iron and more patience than sense. ' +
  'the first one rattled like a tin of screws. i kept going. ' +
  'now every build starts with listening: how you type, what you want to hear when a key bottoms out, ' +
  'where the board will live. then i tune until it sounds right. ' +
  'foam in the case, tape on the pcb, stabilizers clipped, lubed and balanced so the spacebar lands clean. ' +
  'deep thock or crisp clack, you choose. i make sure it is what you meant.'

/** How many letters the reveal walks through (every character except the spaces). */
export const HOME_STORY_LETTERS = HOME_STORY.replace(/ /g, '').length
