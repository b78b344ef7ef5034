package java.text;

/** The span of one field in formatted text (rjvm shim; no Format.Field attributes). */
public class FieldPosition {
    private final int field;
    private int beginIndex;
    private int endIndex;

    public FieldPosition(int field) {
        this.field = field;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition other = (FieldPosition) obj;
        return field == other.field && beginIndex == other.beginIndex && endIndex == other.endIndex;
    }

    @Override
    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=null,beginIndex=" + beginIndex + ",endIndex="
            + endIndex + ']';
    }
}
