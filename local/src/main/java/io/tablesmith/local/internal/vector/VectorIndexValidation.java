package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * Checks the VectorIndexes of a CreateTable request (UpdateTable checks the indexes a table would have after
 * it, the same way) and turns them into {@link VectorIndexDef}s. The service model's constraints (name length
 * and pattern, Dimensions at least 1, the distance function's enum, a non-empty SearchSchema) are reported as
 * DynamoDB's request validator words them; the documented rules beyond the model (on-demand tables only, at
 * most 4,096 dimensions, every SearchSchema attribute in AttributeDefinitions, one dimension count per vector
 * attribute) as ValidationExceptions.
 */
public final class VectorIndexValidation {
    /** The most dimensions a vector index may have. */
    public static final int MAX_DIMENSIONS = 4096;
    private static final String INVALID = "One or more parameter values were invalid: ";
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    private VectorIndexValidation() {
    }

    /** The attribute names the SearchSchemas use: their AttributeDefinitions are used, as index keys' are. */
    public static Set<String> searchAttributes(List<VectorIndex> indexes) {
        Set<String> names = new HashSet<>();
        for (VectorIndex index : indexes) {
            if (index.hasSearchSchema()) {
                index.searchSchema().forEach(e -> names.add(e.attributeName()));
            }
        }
        return names;
    }

    /**
     * The vector indexes of a table defined by {@code schema} (its keys, attribute definitions, billing mode
     * and secondary indexes, already checked).
     */
    public static List<VectorIndexDef> validate(List<VectorIndex> indexes, TableSchema schema) {
        if (indexes.isEmpty()) {
            return List.of();
        }
        if (schema.billingMode() != BillingMode.PAY_PER_REQUEST) {
            throw Errors.validation(INVALID + "Vector indexes are supported only on tables that use on-demand "
                    + "capacity mode: BillingMode must be PAY_PER_REQUEST");
        }
        Map<String, String> types = new HashMap<>();
        schema.attributeDefinitions().forEach(d -> types.put(d.attributeName(), d.attributeTypeAsString()));
        Set<String> names = new HashSet<>();
        schema.indexes().forEach(i -> names.add(i.name()));
        Map<String, VectorIndexDef> byAttribute = new HashMap<>();
        List<VectorIndexDef> out = new ArrayList<>();
        for (int i = 0; i < indexes.size(); i++) {
            VectorIndexDef index = definition(indexes.get(i), "vectorIndexes." + (i + 1) + ".member", types, schema);
            if (!names.add(index.name())) {
                throw Errors.validation(INVALID + "Duplicate index name: " + index.name());
            }
            VectorIndexDef sameAttribute = byAttribute.putIfAbsent(index.attribute(), index);
            if (sameAttribute != null && sameAttribute.dimensions() != index.dimensions()) {
                throw Errors.validation(INVALID + "Vector indexes " + sameAttribute.name() + " and " + index.name()
                        + " use vector attribute " + index.attribute() + " with different Dimensions: "
                        + sameAttribute.dimensions() + " and " + index.dimensions());
            }
            out.add(index);
        }
        return List.copyOf(out);
    }

    private static VectorIndexDef definition(VectorIndex v, String at, Map<String, String> types, TableSchema schema) {
        String name = v.indexName();
        if (name == null) {
            throw Errors.constraint(null, at + ".indexName", "Member must not be null");
        }
        if (name.length() < 3 || name.length() > 255) {
            throw Errors.constraint(name, at + ".indexName", name.length() < 3
                    ? "Member must have length greater than or equal to 3"
                    : "Member must have length less than or equal to 255");
        }
        if (!NAME.matcher(name).matches()) {
            throw Errors.constraint(name, at + ".indexName",
                    "Member must satisfy regular expression pattern: " + NAME.pattern());
        }
        if (v.vectorAttribute() == null || v.vectorAttribute().attributeName() == null) {
            throw Errors.constraint(null, at + (v.vectorAttribute() == null ? ".vectorAttribute"
                    : ".vectorAttribute.attributeName"), "Member must not be null");
        }
        if (v.dimensions() == null) {
            throw Errors.constraint(null, at + ".dimensions", "Member must not be null");
        }
        if (v.dimensions() < 1) {
            throw Errors.constraint(v.dimensions(), at + ".dimensions", "Member must have value greater than or equal to 1");
        }
        if (v.distanceFunction() == null || v.distanceFunction() == VectorDistanceFunction.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(v.distanceFunctionAsString(), at + ".distanceFunction",
                    v.distanceFunctionAsString() == null ? "Member must not be null"
                            : "Member must satisfy enum value set: [COSINE, DOT_PRODUCT, EUCLIDEAN]");
        }
        checkProjection(v.projection(), at);
        if (v.dimensions() > MAX_DIMENSIONS) {
            throw Errors.validation(INVALID + "Dimensions of vector index " + name + " is " + v.dimensions()
                    + ", above the maximum of " + MAX_DIMENSIONS);
        }
        String attribute = v.vectorAttribute().attributeName();
        if (types.containsKey(attribute) || schema.isKeyAttribute(attribute)) {
            throw Errors.validation(INVALID + "Vector attribute " + attribute + " of vector index " + name
                    + " cannot be declared in AttributeDefinitions: it holds a list of numbers, not a key");
        }
        KeyDef hash = null;
        List<KeyDef> filters = new ArrayList<>();
        if (v.hasSearchSchema()) {
            if (v.searchSchema().isEmpty()) {
                throw Errors.constraint(v.searchSchema(), at + ".searchSchema",
                        "Member must have length greater than or equal to 1");
            }
            Set<String> seen = new HashSet<>();
            for (int e = 0; e < v.searchSchema().size(); e++) {
                SearchSchemaElement element = v.searchSchema().get(e);
                String elementAt = at + ".searchSchema." + (e + 1) + ".member";
                if (element.attributeName() == null) {
                    throw Errors.constraint(null, elementAt + ".attributeName", "Member must not be null");
                }
                SearchSchemaElementType type = element.searchSchemaElementType();
                if (type == null || type == SearchSchemaElementType.UNKNOWN_TO_SDK_VERSION) {
                    throw Errors.constraint(element.searchSchemaElementTypeAsString(), elementAt
                            + ".searchSchemaElementType", element.searchSchemaElementTypeAsString() == null
                            ? "Member must not be null" : "Member must satisfy enum value set: [HASH, INLINE_FILTER]");
                }
                String declared = types.get(element.attributeName());
                if (declared == null) {
                    throw Errors.validation("One element in SearchSchema is not defined in attribute definitions");
                }
                if (!seen.add(element.attributeName())) {
                    throw Errors.validation(INVALID + "Duplicate attribute in SearchSchema of vector index " + name
                            + ": " + element.attributeName());
                }
                KeyDef key = new KeyDef(element.attributeName(), declared);
                if (type == SearchSchemaElementType.HASH) {
                    if (hash != null) {
                        throw Errors.validation(INVALID + "SearchSchema of vector index " + name
                                + " has more than one HASH element");
                    }
                    hash = key;
                } else {
                    filters.add(key);
                }
            }
        }
        return new VectorIndexDef(name, attribute, v.dimensions().intValue(), v.distanceFunction(), hash, filters,
                v.projection());
    }

    private static void checkProjection(Projection p, String at) {
        if (p == null) {
            throw Errors.constraint(null, at + ".projection", "Member must not be null");
        }
        if (p.projectionType() == null || p.projectionType() == ProjectionType.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.validation(INVALID + "Unknown ProjectionType: " + p.projectionTypeAsString());
        }
        if (p.projectionType() != ProjectionType.INCLUDE && p.hasNonKeyAttributes()) {
            throw Errors.validation(INVALID + "ProjectionType is " + p.projectionTypeAsString()
                    + ", but NonKeyAttributes is specified");
        }
        if (p.projectionType() == ProjectionType.INCLUDE && (!p.hasNonKeyAttributes() || p.nonKeyAttributes().isEmpty())) {
            throw Errors.validation(INVALID + "NonKeyAttributes must not be empty when ProjectionType is INCLUDE");
        }
    }
}
