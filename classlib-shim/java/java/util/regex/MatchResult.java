package java.util.regex;

/** The result of a match (rjvm shim). */
public interface MatchResult {
    /** Start of the match. */
    int start();

    /** Start of group {@code group}, -1 if it did not take part. */
    int start(int group);

    /** End of the match. */
    int end();

    /** End of group {@code group}, -1 if it did not take part. */
    int end(int group);

    /** The matched text. */
    String group();

    /** The text group {@code group} matched, null if it did not take part. */
    String group(int group);

    /** The number of capturing groups. */
    int groupCount();
}
