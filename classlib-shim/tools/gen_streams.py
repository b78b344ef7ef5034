"""Generates java/java/util/stream/{Int,Long,Double}{Stream,Pipeline}.java from Stream.tpl and
Pipeline.tpl (the three primitive stream specializations share one template).

Usage: python3 classlib-shim/tools/gen.py   (writes into classlib-shim/java/java/util/stream)
"""
import os
here = os.path.dirname(os.path.abspath(__file__))
os.chdir(here)
out = os.path.join(here, '..', 'java', 'java', 'util', 'stream')
T = {'Int': ('int', 'Integer'), 'Long': ('long', 'Long'), 'Double': ('double', 'Double')}

def fill(s, n):
    p, b = T[n]
    return s.replace('@N@', n).replace('@P@', p).replace('@B@', b)

def conv_decl(n, t):
    return fill(f"""    /** Each value mapped to a {T[t][0]}. */
    {t}Stream mapTo{t}(@N@To{t}Function mapper);
""", n)

def conv_impl(n, t):
    p = T[t][0]
    return fill(f"""    @Override
    public {t}Stream mapTo{t}(final @N@To{t}Function mapper) {{
        Objects.requireNonNull(mapper);
        final PrimitiveIterator.Of@N@ it = take();
        return sized(new {t}Pipeline(new PrimitiveIterator.Of{t}() {{
            @Override
            public boolean hasNext() {{
                return it.hasNext();
            }}

            @Override
            public {p} next{t}() {{
                return mapper.applyAs{t}(it.next@N@());
            }}
        }}, closer), exactSize);
    }}
""", n)

def widen_decl(n, t):
    return fill(f"""    /** The values widened to {T[t][0]}. */
    {t}Stream as{t}Stream();
""", n)

def widen_impl(n, t):
    p = T[t][0]
    return fill(f"""    @Override
    public {t}Stream as{t}Stream() {{
        return mapTo{t}(new @N@To{t}Function() {{
            @Override
            public {p} applyAs{t}(@P@ v) {{
                return v;
            }}
        }});
    }}
""", n)

def range_decl(n):
    return fill("""    /** start, start+1, ..., end-1. */
    static @N@Stream range(@P@ start, @P@ end) {
        return Stage.sized(new @N@Pipeline(@N@Pipeline.rangeIterator(start, end, false), null),
                Stage.rangeSize(start, end, false));
    }

    /** start, start+1, ..., end. */
    static @N@Stream rangeClosed(@P@ start, @P@ end) {
        return Stage.sized(new @N@Pipeline(@N@Pipeline.rangeIterator(start, end, true), null),
                Stage.rangeSize(start, end, true));
    }
""", n)

def range_impl(n):
    return fill("""    /** The values of a range, without overflowing at the type's maximum. */
    static PrimitiveIterator.Of@N@ rangeIterator(final @P@ start, final @P@ end, final boolean closed) {
        return new PrimitiveIterator.Of@N@() {
            private @P@ cur = start;
            private boolean done = closed ? start > end : start >= end;

            @Override
            public boolean hasNext() {
                return !done;
            }

            @Override
            public @P@ next@N@() {
                if (done) {
                    throw new java.util.NoSuchElementException();
                }
                @P@ v = cur;
                if (closed ? v == end : v + 1 >= end) {
                    done = true;
                } else {
                    cur = v + 1;
                }
                return v;
            }
        };
    }
""", n)

def integral_sum(n):
    return fill("""    @Override
    public @P@ sum() {
        PrimitiveIterator.Of@N@ it = take();
        @P@ s = 0;
        while (it.hasNext()) {
            s += it.next@N@();
        }
        return s;
    }

    @Override
    public java.util.OptionalDouble average() {
        PrimitiveIterator.Of@N@ it = take();
        long n = 0;
        long s = 0;
        while (it.hasNext()) {
            s += it.next@N@();
            n++;
        }
        return n == 0 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of((double) s / n);
    }
""", n)

double_sum = """    @Override
    public double sum() {
        java.util.DoubleSum s = new java.util.DoubleSum();
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            s.add(it.nextDouble());
        }
        return s.result();
    }

    @Override
    public java.util.OptionalDouble average() {
        java.util.DoubleSum s = new java.util.DoubleSum();
        PrimitiveIterator.OfDouble it = take();
        long n = 0;
        while (it.hasNext()) {
            s.add(it.nextDouble());
            n++;
        }
        return n == 0 ? java.util.OptionalDouble.empty() : java.util.OptionalDouble.of(s.result() / n);
    }
"""

spec = {
    'Int': (['Long', 'Double'], ['Long', 'Double'], True),
    'Long': (['Int', 'Double'], ['Double'], True),
    'Double': (['Int', 'Long'], [], False),
}
st = open('Stream.tpl').read()
pl = open('Pipeline.tpl').read()
for n, (convs, widens, ranged) in spec.items():
    decl = ''.join(conv_decl(n, t) + '\n' for t in convs) + ''.join(widen_decl(n, t) + '\n' for t in widens)
    if ranged:
        decl += range_decl(n)
    impl = ''.join(conv_impl(n, t) + '\n' for t in convs) + ''.join(widen_impl(n, t) + '\n' for t in widens)
    impl += integral_sum(n) if n != 'Double' else double_sum
    if ranged:
        impl += '\n' + range_impl(n)
    s = fill(st, n).replace('//SPECIFIC-DECL\n', decl.rstrip('\n') + '\n')
    p = fill(pl, n).replace('//SPECIFIC-IMPL\n', impl.rstrip('\n') + '\n')
    open(f'{out}/{n}Stream.java', 'w').write(s)
    open(f'{out}/{n}Pipeline.java', 'w').write(p)
