package java.text;

/** Where parsing is, and where it failed (rjvm shim). */
public class ParsePosition {
    int index;
    int errorIndex = -1;

    public ParsePosition(int index) {
        this.index = index;
    }

    public int getIndex() {
        return index;
    }

    public void setIndex(int index) {
        this.index = index;
    }

    public void setErrorIndex(int ei) {
        errorIndex = ei;
    }

    public int getErrorIndex() {
        return errorIndex;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof ParsePosition)) {
            return false;
        }
        ParsePosition other = (ParsePosition) obj;
        return index == other.index && errorIndex == other.errorIndex;
    }

    @Override
    public int hashCode() {
        return (errorIndex << 16) | index;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[index=" + index + ",errorIndex=" + errorIndex + ']';
    }
}
