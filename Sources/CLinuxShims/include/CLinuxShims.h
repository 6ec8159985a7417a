#ifndef CLINUX_SHIMS_H
#define CLINUX_SHIMS_H
// The Linux calls Swift's Glibc module hides (headers it does not export, functions behind
// _GNU_SOURCE or macros), in the spirit of swift-nio's CNIOLinux. Not zlib: that is CZlib.
#include "LinuxEventShims.h"
#include "LinuxMallocShims.h"
#include "LinuxSchedulingShims.h"
#include "LinuxStringShims.h"

#endif
