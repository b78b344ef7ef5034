//! rjvm: a Java virtual machine built for measurement.
