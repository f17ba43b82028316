#ifndef LETTER_CCHAFA_SHIM_H
#define LETTER_CCHAFA_SHIM_H

// chafa turns pixels into terminal symbols and colours; gdk-pixbuf reads the
// picture formats (PNG, JPEG, GIF, ...) and their sizes from the header. Both
// import into Swift as they are: no macro or variadic function is needed (the
// variadic gdk_pixbuf_save has gdk_pixbuf_savev beside it).
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

// An animation's frames are walked on a clock of our own, in milliseconds
// from 0, so each frame is reached exactly once whatever the real time:
// gdk-pixbuf takes that clock as a GTimeVal, deprecated in GLib 2.62 with
// no replacement in gdk-pixbuf's animation API, so these two keep it here.
static inline GdkPixbufAnimationIter *letter_animation_iter(GdkPixbufAnimation *animation) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GTimeVal start = {0, 0};
    GdkPixbufAnimationIter *iter = gdk_pixbuf_animation_get_iter(animation, &start);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return iter;
}

static inline gboolean letter_animation_iter_advance(GdkPixbufAnimationIter *iter, long milliseconds) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GTimeVal now = {milliseconds / 1000, (milliseconds % 1000) * 1000};
    gboolean changed = gdk_pixbuf_animation_iter_advance(iter, &now);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return changed;
}

#endif
