package io.tablesmith.local.internal.validation;

/**
 * Where a member sits in a request, as DynamoDB's validation messages name it: members by their model names
 * ({@code KeySchema}), a list element by its position from 1 and a map value by its key, each followed by
 * {@code member} ({@code KeySchema.1.member.KeyType}, {@code RequestItems.jobs.member.Keys}).
 */
public final class MemberPath {
    private final MemberPath parent;
    private final String segment;
    private final boolean member;

    private MemberPath(MemberPath parent, String segment, boolean member) {
        this.parent = parent;
        this.segment = segment;
        this.member = member;
    }

    /** A top-level member of a request, by its model name ({@code TableName}). */
    public static MemberPath of(String memberName) {
        return new MemberPath(null, memberName, true);
    }

    /** A member of the structure at this path. */
    public MemberPath field(String memberName) {
        return new MemberPath(this, memberName, true);
    }

    /** The element at {@code index} (from 0) of the list at this path: {@code .<index + 1>.member}. */
    public MemberPath element(int index) {
        return new MemberPath(new MemberPath(this, Integer.toString(index + 1), false), "member", false);
    }

    /** The value under {@code key} of the map at this path: {@code .<key>.member}. */
    public MemberPath value(String key) {
        return new MemberPath(new MemberPath(this, key, false), "member", false);
    }

    /** The path with the model's member names: {@code RequestItems.jobs.member.Keys}. */
    public String modelNames() {
        return render(false);
    }

    /** The path with member names in lower camel case, as DynamoDB's older validator writes them: {@code requestItems.jobs.member.keys}. */
    public String camelNames() {
        return render(true);
    }

    private String render(boolean camel) {
        String own = camel && member ? JavaStyle.lowerFirst(segment) : segment;
        return parent == null ? own : parent.render(camel) + "." + own;
    }

    @Override
    public String toString() {
        return modelNames();
    }
}
