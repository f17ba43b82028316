#ifndef LETTER_CCHAFA_SHIM_H
#define LETTER_CCHAFA_SHIM_H

// chafa turns pixels into terminal symbols and colours; gdk-pixbuf reads the
// picture formats (PNG, JPEG, GIF, ...) and their sizes from the header. Both
// import into Swift as they are: no macro or variadic function is needed (the
// variadic gdk_pixbuf_save has gdk_pixbuf_savev beside it).
#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

#endif
