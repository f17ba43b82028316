#ifndef LETTER_CPANGO_SHIM_H
#define LETTER_CPANGO_SHIM_H

// Pango sets the type (shaping, font fallback through fontconfig) and Cairo
// writes the PDF, fonts embedded as subsets. Both import into Swift as they
// are: the functions used take no variadic arguments.
#include <pango/pangocairo.h>
#include <cairo-pdf.h>

#endif
