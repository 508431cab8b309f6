package io.tablesmith.local.internal.vector;

/**
 * The distance kernels of a vector search, over one vector stored at an offset of a contiguous array and a
 * query vector. Each is a plain counted loop over {@code float}s with four independent accumulators: no
 * boxing, no calls, no branches in the loop, which lets the JIT unroll it and use its SIMD registers while
 * keeping one fixed order of additions (so a score is the same on every run and every machine).
 */
public final class Distances {
    private Distances() {
    }

    /** The dot product of {@code dims} floats of {@code data} from {@code offset} with {@code query}. */
    public static float dot(float[] data, int offset, float[] query, int dims) {
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int i = 0;
        int blocks = dims & ~3;
        for (; i < blocks; i += 4) {
            s0 += data[offset + i] * query[i];
            s1 += data[offset + i + 1] * query[i + 1];
            s2 += data[offset + i + 2] * query[i + 2];
            s3 += data[offset + i + 3] * query[i + 3];
        }
        for (; i < dims; i++) {
            s0 += data[offset + i] * query[i];
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** The squared Euclidean distance between {@code dims} floats of {@code data} from {@code offset} and {@code query}. */
    public static float squaredDistance(float[] data, int offset, float[] query, int dims) {
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int i = 0;
        int blocks = dims & ~3;
        for (; i < blocks; i += 4) {
            float d0 = data[offset + i] - query[i];
            float d1 = data[offset + i + 1] - query[i + 1];
            float d2 = data[offset + i + 2] - query[i + 2];
            float d3 = data[offset + i + 3] - query[i + 3];
            s0 += d0 * d0;
            s1 += d1 * d1;
            s2 += d2 * d2;
            s3 += d3 * d3;
        }
        for (; i < dims; i++) {
            float d = data[offset + i] - query[i];
            s0 += d * d;
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** The Euclidean norm of a vector. */
    public static float norm(float[] vector) {
        return (float) Math.sqrt(dot(vector, 0, vector, vector.length));
    }

    /**
     * The cosine distance, 1 minus the cosine similarity, from a dot product and the two norms: 0 for vectors
     * pointing the same way, 2 for opposite ones. A zero vector has no direction; its similarity to anything is
     * taken as 0, so its distance is 1.
     */
    public static float cosineDistance(float dot, float norm, float queryNorm) {
        if (norm == 0 || queryNorm == 0) {
            return 1f;
        }
        float cosine = dot / (norm * queryNorm);
        // rounding may carry a cosine a little past +-1; DynamoDB's scores range from 0 to 2
        return 1f - Math.max(-1f, Math.min(1f, cosine));
    }
}
