#ifndef SCROLLKIT_CSDL2_SHIM_H
#define SCROLLKIT_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#endif
