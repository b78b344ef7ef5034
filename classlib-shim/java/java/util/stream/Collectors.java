package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSum;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * Common collectors (rjvm shim). Containers are the JDK's (ArrayList, HashSet, HashMap,
 * StringJoiner), so printed results and iteration orders match HotSpot.
 */
public final class Collectors {
    private Collectors() {
    }

    /** A plain Collector made of its five parts. */
    static final class Impl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner, Function<A, R> finisher,
                Characteristics... characteristics) {
            this.supplier = Objects.requireNonNull(supplier);
            this.accumulator = Objects.requireNonNull(accumulator);
            this.combiner = combiner;
            this.finisher = Objects.requireNonNull(finisher);
            Set<Characteristics> cs = new HashSet<>();
            Collections.addAll(cs, characteristics);
            this.characteristics = Collections.unmodifiableSet(cs);
        }

        @Override
        public Supplier<A> supplier() {
            return supplier;
        }

        @Override
        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        @Override
        public BinaryOperator<A> combiner() {
            return combiner;
        }

        @Override
        public Function<A, R> finisher() {
            return finisher;
        }

        @Override
        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    static <A> Function<A, A> identity() {
        return new Function<A, A>() {
            @Override
            public A apply(A a) {
                return a;
            }
        };
    }

    private static <T, A, R> Collector<T, A, R> of(Supplier<A> s, BiConsumer<A, T> acc, Function<A, R> fin) {
        return new Impl<T, A, R>(s, acc, null, fin);
    }

    /** Collects into the Collection {@code factory} makes. */
    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> factory) {
        return of(factory, new BiConsumer<C, T>() {
            @Override
            public void accept(C c, T t) {
                c.add(t);
            }
        }, Collectors.<C>identity());
    }

    /** Collects into an ArrayList. */
    public static <T> Collector<T, ?, List<T>> toList() {
        return toCollection(new Supplier<List<T>>() {
            @Override
            public List<T> get() {
                return new ArrayList<T>();
            }
        });
    }

    /** Collects into an unmodifiable List. */
    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return collectingAndThen(Collectors.<T>toList(), new Function<List<T>, List<T>>() {
            @Override
            public List<T> apply(List<T> l) {
                return java.util.ImmutableCollections.listFromTrustedArray(l.toArray());
            }
        });
    }

    /** Collects into a HashSet. */
    public static <T> Collector<T, ?, Set<T>> toSet() {
        return toCollection(new Supplier<Set<T>>() {
            @Override
            public Set<T> get() {
                return new HashSet<T>();
            }
        });
    }

    /** Collects into an unmodifiable Set. */
    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return collectingAndThen(Collectors.<T>toSet(), new Function<Set<T>, Set<T>>() {
            @Override
            public Set<T> apply(Set<T> s) {
                return Collections.unmodifiableSet(s);
            }
        });
    }

    /** Concatenates the CharSequences. */
    public static Collector<CharSequence, ?, String> joining() {
        return joining("", "", "");
    }

    /** Concatenates the CharSequences with {@code delimiter} between them. */
    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    /** Concatenates the CharSequences with a delimiter, prefix and suffix. */
    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter, final CharSequence prefix,
            final CharSequence suffix) {
        return of(new Supplier<StringJoiner>() {
            @Override
            public StringJoiner get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer<StringJoiner, CharSequence>() {
            @Override
            public void accept(StringJoiner j, CharSequence s) {
                j.add(s);
            }
        }, new Function<StringJoiner, String>() {
            @Override
            public String apply(StringJoiner j) {
                return j.toString();
            }
        });
    }

    /** Maps each element before handing it to {@code downstream}. */
    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return of(downstream.supplier(), new BiConsumer<A, T>() {
            @Override
            public void accept(A a, T t) {
                Collectors.<A, U>feed(acc, a, mapper.apply(t));
            }
        }, downstream.finisher());
    }

    @SuppressWarnings("unchecked")
    private static <A, U> void feed(BiConsumer<A, ? super U> acc, A a, U u) {
        ((BiConsumer<A, U>) acc).accept(a, u);
    }

    /** Hands {@code downstream} only the elements that satisfy {@code predicate}. */
    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            final Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return of(downstream.supplier(), new BiConsumer<A, T>() {
            @Override
            public void accept(A a, T t) {
                if (predicate.test(t)) {
                    Collectors.<A, T>feed(acc, a, t);
                }
            }
        }, downstream.finisher());
    }

    /** Hands {@code downstream} the elements of the stream {@code mapper} makes of each element. */
    public static <T, U, A, R> Collector<T, ?, R> flatMapping(final Function<? super T, ? extends Stream<? extends U>> mapper,
            final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return of(downstream.supplier(), new BiConsumer<A, T>() {
            @Override
            public void accept(A a, T t) {
                Stream<? extends U> s = mapper.apply(t);
                if (s != null) {
                    java.util.Iterator<? extends U> it = s.iterator();
                    while (it.hasNext()) {
                        Collectors.<A, U>feed(acc, a, it.next());
                    }
                    s.close();
                }
            }
        }, downstream.finisher());
    }

    /** Applies {@code finisher} to the result of {@code downstream}. */
    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(final Collector<T, A, R> downstream,
            final Function<R, RR> finisher) {
        final Function<A, R> first = downstream.finisher();
        return of(downstream.supplier(), downstream.accumulator(), new Function<A, RR>() {
            @Override
            public RR apply(A a) {
                return finisher.apply(first.apply(a));
            }
        });
    }

    /** Counts the elements (a Long). */
    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            @Override
            public long applyAsLong(T t) {
                return 1L;
            }
        });
    }

    /** The least element by {@code comparator}. */
    public static <T> Collector<T, ?, Optional<T>> minBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            @Override
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    /** The greatest element by {@code comparator}. */
    public static <T> Collector<T, ?, Optional<T>> maxBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            @Override
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    /** One slot holding a value and whether it was set. */
    private static final class Box<T> {
        T value;
        boolean present;
    }

    /** Folds the elements with {@code op}; empty if none. */
    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        return of(new Supplier<Box<T>>() {
            @Override
            public Box<T> get() {
                return new Box<T>();
            }
        }, new BiConsumer<Box<T>, T>() {
            @Override
            public void accept(Box<T> b, T t) {
                b.value = b.present ? op.apply(b.value, t) : t;
                b.present = true;
            }
        }, new Function<Box<T>, Optional<T>>() {
            @Override
            public Optional<T> apply(Box<T> b) {
                return b.present ? Optional.of(b.value) : Optional.<T>empty();
            }
        });
    }

    /** Folds the elements into {@code identity} with {@code op}. */
    public static <T> Collector<T, ?, T> reducing(T identity, BinaryOperator<T> op) {
        return reducing(identity, Collectors.<T>identity(), op);
    }

    /** Maps the elements and folds them into {@code identity} with {@code op}. */
    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        return of(new Supplier<Box<U>>() {
            @Override
            public Box<U> get() {
                Box<U> b = new Box<U>();
                b.value = identity;
                return b;
            }
        }, new BiConsumer<Box<U>, T>() {
            @Override
            public void accept(Box<U> b, T t) {
                b.value = op.apply(b.value, mapper.apply(t));
            }
        }, new Function<Box<U>, U>() {
            @Override
            public U apply(Box<U> b) {
                return b.value;
            }
        });
    }

    /** Sums an int property (an Integer). */
    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return collectingAndThen(summarizingInt(mapper), new Function<IntSummaryStatistics, Integer>() {
            @Override
            public Integer apply(IntSummaryStatistics s) {
                return (int) s.getSum();
            }
        });
    }

    /** Sums a long property (a Long). */
    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return collectingAndThen(summarizingLong(mapper), new Function<LongSummaryStatistics, Long>() {
            @Override
            public Long apply(LongSummaryStatistics s) {
                return s.getSum();
            }
        });
    }

    /** Sums a double property with compensation (a Double). */
    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return collectingAndThen(summarizingDouble(mapper), new Function<DoubleSummaryStatistics, Double>() {
            @Override
            public Double apply(DoubleSummaryStatistics s) {
                return s.getSum();
            }
        });
    }

    /** The mean of an int property (0.0 if none). */
    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return collectingAndThen(summarizingInt(mapper), new Function<IntSummaryStatistics, Double>() {
            @Override
            public Double apply(IntSummaryStatistics s) {
                return s.getAverage();
            }
        });
    }

    /** The mean of a long property (0.0 if none). */
    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return collectingAndThen(summarizingLong(mapper), new Function<LongSummaryStatistics, Double>() {
            @Override
            public Double apply(LongSummaryStatistics s) {
                return s.getAverage();
            }
        });
    }

    /** The mean of a double property (0.0 if none). */
    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return collectingAndThen(summarizingDouble(mapper), new Function<DoubleSummaryStatistics, Double>() {
            @Override
            public Double apply(DoubleSummaryStatistics s) {
                return s.getAverage();
            }
        });
    }

    /** Statistics of an int property. */
    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return of(new Supplier<IntSummaryStatistics>() {
            @Override
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer<IntSummaryStatistics, T>() {
            @Override
            public void accept(IntSummaryStatistics s, T t) {
                s.accept(mapper.applyAsInt(t));
            }
        }, Collectors.<IntSummaryStatistics>identity());
    }

    /** Statistics of a long property. */
    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return of(new Supplier<LongSummaryStatistics>() {
            @Override
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer<LongSummaryStatistics, T>() {
            @Override
            public void accept(LongSummaryStatistics s, T t) {
                s.accept(mapper.applyAsLong(t));
            }
        }, Collectors.<LongSummaryStatistics>identity());
    }

    /** Statistics of a double property. */
    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(final ToDoubleFunction<? super T> mapper) {
        return of(new Supplier<DoubleSummaryStatistics>() {
            @Override
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            @Override
            public void accept(DoubleSummaryStatistics s, T t) {
                s.accept(mapper.applyAsDouble(t));
            }
        }, Collectors.<DoubleSummaryStatistics>identity());
    }

    /** Groups into a HashMap of Lists by {@code classifier}. */
    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, Collectors.<T>toList());
    }

    /** Groups into a HashMap by {@code classifier}, reducing each group with {@code downstream}. */
    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<Map<K, D>>() {
            @Override
            public Map<K, D> get() {
                return new HashMap<K, D>();
            }
        }, downstream);
    }

    /** Groups into the map {@code mapFactory} makes, reducing each group with {@code downstream}. */
    @SuppressWarnings("unchecked")
    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, final Supplier<M> mapFactory,
            final Collector<? super T, A, D> downstream) {
        final Supplier<A> groupSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        final Function<A, D> fin = downstream.finisher();
        return of(new Supplier<Map<K, A>>() {
            @Override
            public Map<K, A> get() {
                return (Map<K, A>) mapFactory.get();
            }
        }, new BiConsumer<Map<K, A>, T>() {
            @Override
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                // computeIfAbsent, as the JDK does: HashMap inserts such keys at the head of their bin.
                A group = m.computeIfAbsent(key, new Function<K, A>() {
                    @Override
                    public A apply(K k) {
                        return groupSupplier.get();
                    }
                });
                Collectors.<A, T>feed(acc, group, t);
            }
        }, new Function<Map<K, A>, M>() {
            @Override
            public M apply(Map<K, A> m) {
                m.replaceAll(new BiFunction<K, A, A>() {
                    @Override
                    public A apply(K k, A v) {
                        return (A) fin.apply(v);
                    }
                });
                return (M) m;
            }
        });
    }

    /** Splits into {false=[...], true=[...]} by {@code predicate}. */
    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    /** Splits by {@code predicate}, reducing each side with {@code downstream}; false comes first. */
    @SuppressWarnings("unchecked")
    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            final Collector<? super T, A, D> downstream) {
        final Supplier<A> groupSupplier = downstream.supplier();
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        final Function<A, D> fin = downstream.finisher();
        return of(new Supplier<Map<Boolean, A>>() {
            @Override
            public Map<Boolean, A> get() {
                Map<Boolean, A> m = new LinkedHashMap<Boolean, A>();
                m.put(false, groupSupplier.get());
                m.put(true, groupSupplier.get());
                return m;
            }
        }, new BiConsumer<Map<Boolean, A>, T>() {
            @Override
            public void accept(Map<Boolean, A> m, T t) {
                Collectors.<A, T>feed(acc, m.get(predicate.test(t)), t);
            }
        }, new Function<Map<Boolean, A>, Map<Boolean, D>>() {
            @Override
            public Map<Boolean, D> apply(Map<Boolean, A> m) {
                for (Map.Entry<Boolean, A> e : m.entrySet()) {
                    e.setValue((A) fin.apply(e.getValue()));
                }
                return (Map<Boolean, D>) (Map<Boolean, ?>) m;
            }
        });
    }

    /** Collects into a HashMap; a repeated key throws IllegalStateException. */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return uniqueKeys(keyMapper, valueMapper, new Supplier<Map<K, U>>() {
            @Override
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    /** Collects into the map {@code mapFactory} makes; a repeated key throws IllegalStateException. */
    private static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> uniqueKeys(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            Supplier<M> mapFactory) {
        return of(mapFactory, new BiConsumer<M, T>() {
            @Override
            public void accept(M m, T t) {
                K k = keyMapper.apply(t);
                U v = Objects.requireNonNull(valueMapper.apply(t));
                U old = m.putIfAbsent(k, v);
                if (old != null) {
                    throw new IllegalStateException(
                            "Duplicate key " + k + " (attempted merging values " + old + " and " + v + ")");
                }
            }
        }, Collectors.<M>identity());
    }

    /** Collects into a HashMap, merging values of repeated keys with {@code merge}. */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> merge) {
        return toMap(keyMapper, valueMapper, merge, new Supplier<Map<K, U>>() {
            @Override
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    /** Collects into the map {@code mapFactory} makes, merging values of repeated keys. */
    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(final Function<? super T, ? extends K> keyMapper,
            final Function<? super T, ? extends U> valueMapper, final BinaryOperator<U> merge,
            Supplier<M> mapFactory) {
        return of(mapFactory, new BiConsumer<M, T>() {
            @Override
            public void accept(M m, T t) {
                m.merge(keyMapper.apply(t), valueMapper.apply(t), merge);
            }
        }, Collectors.<M>identity());
    }

    /** Collects into an unmodifiable map; a repeated key throws IllegalStateException, a null NPE. */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        return collectingAndThen(Collectors.<T, K, U>toMap(nonNull(keyMapper), valueMapper),
                Collectors.<K, U>unmodifiableMap());
    }

    /** Collects into an unmodifiable map, merging values of repeated keys with {@code merge}. */
    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> merge) {
        return collectingAndThen(Collectors.<T, K, U>toMap(nonNull(keyMapper), nonNull(valueMapper), merge),
                Collectors.<K, U>unmodifiableMap());
    }

    /** {@code f} with its results checked for null (the JDK's unmodifiable maps reject nulls). */
    private static <T, R> Function<T, R> nonNull(final Function<? super T, ? extends R> f) {
        Objects.requireNonNull(f);
        return new Function<T, R>() {
            @Override
            public R apply(T t) {
                return Objects.requireNonNull(f.apply(t));
            }
        };
    }

    private static <K, U> Function<Map<K, U>, Map<K, U>> unmodifiableMap() {
        return new Function<Map<K, U>, Map<K, U>>() {
            @Override
            public Map<K, U> apply(Map<K, U> m) {
                return Collections.unmodifiableMap(m);
            }
        };
    }

    /** Collects into a ConcurrentHashMap; a repeated key throws IllegalStateException. */
    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        return uniqueKeys(keyMapper, valueMapper, new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
            @Override
            public java.util.concurrent.ConcurrentMap<K, U> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, U>();
            }
        });
    }

    /** Collects into a ConcurrentHashMap, merging values of repeated keys with {@code merge}. */
    public static <T, K, U> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> merge) {
        return toConcurrentMap(keyMapper, valueMapper, merge,
                new Supplier<java.util.concurrent.ConcurrentMap<K, U>>() {
                    @Override
                    public java.util.concurrent.ConcurrentMap<K, U> get() {
                        return new java.util.concurrent.ConcurrentHashMap<K, U>();
                    }
                });
    }

    /** Collects into the concurrent map {@code mapFactory} makes, merging values of repeated keys. */
    public static <T, K, U, M extends java.util.concurrent.ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> merge, Supplier<M> mapFactory) {
        return toMap(keyMapper, valueMapper, merge, mapFactory);
    }

    /** groupingBy into a ConcurrentHashMap of Lists. */
    public static <T, K> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, Collectors.<T>toList());
    }

    /** groupingBy into a ConcurrentHashMap, reducing each group with {@code downstream}. */
    public static <T, K, A, D> Collector<T, ?, java.util.concurrent.ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, new Supplier<java.util.concurrent.ConcurrentMap<K, D>>() {
            @Override
            public java.util.concurrent.ConcurrentMap<K, D> get() {
                return new java.util.concurrent.ConcurrentHashMap<K, D>();
            }
        }, downstream);
    }

    /** groupingBy into the concurrent map {@code mapFactory} makes. */
    public static <T, K, D, A, M extends java.util.concurrent.ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory, Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, mapFactory, downstream);
    }

    /** Feeds every element to both collectors and merges their results. */
    @SuppressWarnings("unchecked")
    public static <T, R1, R2, R> Collector<T, ?, R> teeing(final Collector<? super T, ?, R1> first,
            final Collector<? super T, ?, R2> second, final BiFunction<? super R1, ? super R2, R> merger) {
        final Collector<T, Object, R1> a = (Collector<T, Object, R1>) first;
        final Collector<T, Object, R2> b = (Collector<T, Object, R2>) second;
        return of(new Supplier<Object[]>() {
            @Override
            public Object[] get() {
                return new Object[] {a.supplier().get(), b.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            @Override
            public void accept(Object[] pair, T t) {
                a.accumulator().accept(pair[0], t);
                b.accumulator().accept(pair[1], t);
            }
        }, new Function<Object[], R>() {
            @Override
            public R apply(Object[] pair) {
                return merger.apply(a.finisher().apply(pair[0]), b.finisher().apply(pair[1]));
            }
        });
    }
}
