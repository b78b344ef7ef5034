package java.util;

/** The tagging interface of event listeners (rjvm shim). */
public interface EventListener {
}
