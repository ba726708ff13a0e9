#ifndef SCROLLKIT_CZLIB_SHIM_H
#define SCROLLKIT_CZLIB_SHIM_H
#include <zlib.h>
#endif
