package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.StoredItem;
import java.util.function.IntPredicate;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/**
 * An exact nearest-neighbour search: every stored vector is compared with the query, in one pass over the
 * contiguous block of a {@link VectorIndexStore}, and the best {@code k} are kept in a bounded heap.
 *
 * <p>Each vector gets a rank, lower being nearer: the cosine distance, the squared Euclidean distance (the
 * square root, taken for the results only, keeps the order) or the negated dot product. Equal ranks are
 * ordered by the items' places in the table ({@link ItemPosition}, a Scan's order), so a search answers the
 * same whatever order the items were written in. The filter is asked only about a vector that would enter
 * the heap: most vectors of a large index are rejected by one float comparison.
 */
public final class VectorSearch {
    /** One result: the index entry and the score DynamoDB reports for it. */
    public record Hit(StoredItem item, double score) {
    }

    /** The slots found, nearest first, and their scores. */
    record Nearest(int[] slots, double[] scores) {
    }

    private final VectorDistanceFunction distance;
    private final float[] vectors;
    private final float[] norms;
    private final ItemPosition[] positions;
    private final int size;
    private final int dims;

    VectorSearch(VectorDistanceFunction distance, float[] vectors, float[] norms, ItemPosition[] positions,
                 int size, int dims) {
        this.distance = distance;
        this.vectors = vectors;
        this.norms = norms;
        this.positions = positions;
        this.size = size;
        this.dims = dims;
    }

    Nearest nearest(float[] query, int k, IntPredicate accept) {
        int[] heapSlots = new int[k];
        float[] heapRanks = new float[k];
        int count = 0;
        float queryNorm = Distances.norm(query);
        for (int slot = 0, offset = 0; slot < size; slot++, offset += dims) {
            float rank = rank(offset, slot, query, queryNorm);
            if (count == k && !before(rank, slot, heapRanks[0], heapSlots[0])) {
                continue;
            }
            if (accept != null && !accept.test(slot)) {
                continue;
            }
            if (count < k) {
                heapSlots[count] = slot;
                heapRanks[count] = rank;
                siftUp(heapSlots, heapRanks, count++);
            } else {
                heapSlots[0] = slot;
                heapRanks[0] = rank;
                siftDown(heapSlots, heapRanks, count);
            }
        }
        // popping the heap's worst one at a time fills the results from the back
        int[] slots = new int[count];
        double[] scores = new double[count];
        for (int i = count - 1; i >= 0; i--) {
            slots[i] = heapSlots[0];
            scores[i] = score(heapRanks[0]);
            heapSlots[0] = heapSlots[i];
            heapRanks[0] = heapRanks[i];
            siftDown(heapSlots, heapRanks, i);
        }
        return new Nearest(slots, scores);
    }

    private float rank(int offset, int slot, float[] query, float queryNorm) {
        switch (distance) {
            case COSINE:
                return Distances.cosineDistance(Distances.dot(vectors, offset, query, dims), norms[slot], queryNorm);
            case EUCLIDEAN:
                return Distances.squaredDistance(vectors, offset, query, dims);
            default:
                // adding zero turns -0.0 into 0.0, so that equal scores rank equal
                return -Distances.dot(vectors, offset, query, dims) + 0f;
        }
    }

    private double score(float rank) {
        switch (distance) {
            case EUCLIDEAN:
                return (float) Math.sqrt(rank);
            case DOT_PRODUCT:
                return -rank + 0f;
            default:
                return rank;
        }
    }

    /** Whether the vector in slot {@code a} with rank {@code rankA} comes before the one in {@code b}. */
    private boolean before(float rankA, int a, float rankB, int b) {
        int byRank = Float.compare(rankA, rankB);
        return byRank < 0 || (byRank == 0 && positions[a].compareTo(positions[b]) < 0);
    }

    /** The heap keeps its last-placed (worst) entry at the root. */
    private void siftUp(int[] slots, float[] ranks, int at) {
        while (at > 0) {
            int parent = (at - 1) >> 1;
            if (!before(ranks[parent], slots[parent], ranks[at], slots[at])) {
                return;
            }
            swap(slots, ranks, parent, at);
            at = parent;
        }
    }

    private void siftDown(int[] slots, float[] ranks, int count) {
        int at = 0;
        while (true) {
            int worst = at;
            int left = 2 * at + 1;
            int right = left + 1;
            if (left < count && before(ranks[worst], slots[worst], ranks[left], slots[left])) {
                worst = left;
            }
            if (right < count && before(ranks[worst], slots[worst], ranks[right], slots[right])) {
                worst = right;
            }
            if (worst == at) {
                return;
            }
            swap(slots, ranks, worst, at);
            at = worst;
        }
    }

    private static void swap(int[] slots, float[] ranks, int i, int j) {
        int slot = slots[i];
        slots[i] = slots[j];
        slots[j] = slot;
        float rank = ranks[i];
        ranks[i] = ranks[j];
        ranks[j] = rank;
    }
}
