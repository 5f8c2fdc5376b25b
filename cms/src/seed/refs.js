"use strict";
// Placeholders for what only exists once written: a media file (a path in content/images) and a
// related document (found by its id field). The whole plan is checked with them in place before
// anything is uploaded or created, so a bad content file leaves the database as it was.

class MediaRef {
  constructor(path, from) {
    this.path = path;
    this.from = from; // the content field, for messages
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
