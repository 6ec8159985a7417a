#ifndef CYAML_H
#define CYAML_H
/* libyaml's header, located through `pkg-config yaml-0.1` (Debian: libyaml-dev). Only the
   autorotate CLI links it, to read .autorotate.yml; the service does not. */
#include <yaml.h>
#endif
