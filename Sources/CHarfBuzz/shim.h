#ifndef PLUMB_CHARFBUZZ_SHIM_H
#define PLUMB_CHARFBUZZ_SHIM_H

// HarfBuzz, from the system (Debian: libharfbuzz-dev), for shaping complex scripts and for
// the outlines of CFF-flavoured fonts (Noto Sans CJK).
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

#endif
