package spec.db;

/** One address record: an array of field values, as SPECjvm98's db kept a vector of items. */
final class Entry {
    private final String[] items;
    final int id;

    Entry(int id, String[] items) {
        if (items.length != Field.values().length) {
            throw new IllegalArgumentException("record " + id + " has " + items.length + " fields");
        }
        this.id = id;
        this.items = items;
    }

    String get(Field f) {
        return items[f.ordinal()];
    }

    void set(Field f, String v) {
        items[f.ordinal()] = v;
    }

    String key() {
        return items[Field.LAST.ordinal()] + ", " + items[Field.FIRST.ordinal()];
    }

    int hash() {
        int h = id;
        for (String s : items) {
            h = h * 31 + s.hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append('#').append(id);
        for (String s : items) {
            sb.append(' ').append(s);
        }
        return sb.toString();
    }
}
