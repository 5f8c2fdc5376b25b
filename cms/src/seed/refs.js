"use strict";
// Placeholders for what only exists once written: a media file (a path in content/images) and a
// related document (found by its id field). The whole plan is checked with them in place before
// anything is uploaded or created, so a bad content file leaves the database as it was.

class MediaRef {
  /**
   * whole: the media file itself, as a blocks field's image holds it (with its own alternative text),
   * not its id (a media field)
   */
  constructor(path, from, { whole = false, alternativeText = null } = {}) {
    this.path = path;
    this.from = from; // the content field, for messages
    this.whole = whole;
    this.alternativeText = alternativeText;
  }
}

class DocRef {
  constructor(uid, field, value, from) {
    this.uid = uid;
    this.field = field;
    this.value = value;
    this.from = from;
  }
}

module.exports = { MediaRef, DocRef };
