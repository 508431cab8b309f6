package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.TableCheck;
import io.tablesmith.TableMismatchException;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.TableModel;
import io.tablesmith.processor.model.VectorIndexModel;
import io.tablesmith.queue.QueueIndex;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Writes {@code TablesmithTable}: the {@code CreateTableRequest} of the table the entities of one
 * package share, with the primary key and every index any of them uses.
 */
public final class TableGenerator {

    static final String CLASS_NAME = "TablesmithTable";

    private static final ClassName CREATE_TABLE_REQUEST = ClassName.get(CreateTableRequest.class);
    private static final ClassName ATTRIBUTE_DEFINITION = ClassName.get(AttributeDefinition.class);
    private static final ClassName SCALAR_ATTRIBUTE_TYPE = ClassName.get(ScalarAttributeType.class);
    private static final ClassName KEY_SCHEMA_ELEMENT = ClassName.get(KeySchemaElement.class);
    private static final ClassName KEY_TYPE = ClassName.get(KeyType.class);
    private static final ClassName GLOBAL_SECONDARY_INDEX = ClassName.get(GlobalSecondaryIndex.class);
    private static final ClassName PROJECTION_TYPE = ClassName.get(ProjectionType.class);
    private static final ClassName BILLING_MODE = ClassName.get(BillingMode.class);
    private static final ClassName QUEUE_INDEX = ClassName.get(QueueIndex.class);
    private static final ClassName UPDATE_TIME_TO_LIVE_REQUEST = ClassName.get(UpdateTimeToLiveRequest.class);
    private static final ClassName TABLE_CHECK = ClassName.get(TableCheck.class);

    private TableGenerator() {
    }

    /**
     * The table class; for a table with queues (a {@code @QueueMessage} record in the package) its
     * request also declares the index every generated queue pulls from.
     */
    public static JavaFile generate(TableModel model, String accessPatterns) {
        String packageName = model.packageName();
        List<EntityModel> entities = model.entities();
        boolean queueIndex = model.queues();
        Map<String, List<String>> indexUsers = new TreeMap<>();
        for (EntityModel entity : entities) {
            for (IndexModel index : entity.indexes()) {
                indexUsers.computeIfAbsent(index.indexName(), name -> new java.util.ArrayList<>())
                        .add(entity.recordType().simpleName() + "." + index.query());
            }
        }
        TypeSpec.Builder table = TypeSpec.classBuilder(CLASS_NAME)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(model.declaration().isPresent() ? "The table declared by {@code @Table} on this package: $L.\n"
                                : "The table the entities of this package share: $L.\n",
                        entities.stream().map(e -> "{@link " + e.recordType().simpleName() + "}")
                                .collect(java.util.stream.Collectors.joining(", ")))
                .addJavadoc(model.description().isEmpty() ? CodeBlock.of("") : CodeBlock.of("<p>$L\n", javadocText(model.description())))
                .addJavadoc("<p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.\n")
                .addField(FieldSpec.builder(ParameterizedTypeName.get(List.class, String.class), "ENTITY_TYPES",
                                Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The {@code _et} values of the items this table holds.\n")
                        .initializer("$T.of($L)", List.class, entities.stream()
                                .map(e -> CodeBlock.of("$S", e.entityType())).collect(CodeBlock.joining(", ")))
                        .build())
                .addField(FieldSpec.builder(String.class, "ACCESS_PATTERNS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Every access pattern of this table as a Markdown table: method, index, key condition, sparse\n")
                        .addJavadoc("or not, order. Also written beside the classes as {@code $L}.\n", AccessPatternDocument.FILE_NAME)
                        .initializer("$S", accessPatterns)
                        .build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        entities.forEach(entity -> table.addOriginatingElement(entity.element()));

        MethodSpec.Builder create = MethodSpec.methodBuilder("createTableRequest")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(CREATE_TABLE_REQUEST)
                .addParameter(String.class, "tableName")
                .addJavadoc("The request that creates the table, on-demand billing, with every index its entities query:\n<ul>\n");
        indexUsers.forEach((index, users) -> create.addJavadoc("<li>{@code $L}: $L</li>\n", index, String.join(", ", users)));
        create.addJavadoc("</ul>\n");

        Map<String, NaturalIndexModel> naturalIndexes = new TreeMap<>();
        for (EntityModel entity : entities) {
            for (NaturalIndexModel index : entity.naturalIndexes()) {
                naturalIndexes.putIfAbsent(index.indexName(), index);
                indexUsers.computeIfAbsent(index.indexName(), name -> new java.util.ArrayList<>())
                        .add(entity.recordType().simpleName() + "." + index.query());
            }
        }
        if (queueIndex) {
            create.addJavadoc("and the queue index {@code $L} its {@code @QueueMessage} records pull from\n", "queue");
        }
        create.addCode(request(indexUsers.keySet(), naturalIndexes, VectorIndexCode.of(entities), queueIndex));
        table.addMethod(create.build());
        List<String> multiAttribute = naturalIndexes.values().stream()
                .filter(index -> index.partition().size() > 1 || index.sort().size() > 1)
                .map(NaturalIndexModel::indexName)
                .toList();
        if (!naturalIndexes.isEmpty()) {
            table.addMethod(withoutMultiAttributeKeys(entities, indexUsers.keySet(), naturalIndexes, multiAttribute, queueIndex));
        }
        table
                .addMethod(MethodSpec.methodBuilder("stringAttribute")
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .returns(ATTRIBUTE_DEFINITION)
                        .addParameter(String.class, "name")
                        .addStatement("return $T.builder().attributeName(name).attributeType($T.S).build()",
                                ATTRIBUTE_DEFINITION, SCALAR_ATTRIBUTE_TYPE)
                        .build())
                .addMethod(MethodSpec.methodBuilder("keyElement")
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .returns(KEY_SCHEMA_ELEMENT)
                        .addParameter(String.class, "name")
                        .addParameter(KEY_TYPE, "type")
                        .addStatement("return $T.builder().attributeName(name).keyType(type).build()", KEY_SCHEMA_ELEMENT)
                        .build());
        boolean searchSchemas = VectorIndexCode.of(entities).values().stream().anyMatch(v -> !v.searchSchema().isEmpty());
        if (!naturalIndexes.isEmpty() || searchSchemas) {
            table.addMethod(MethodSpec.methodBuilder("attribute")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(ATTRIBUTE_DEFINITION)
                    .addParameter(String.class, "name")
                    .addParameter(SCALAR_ATTRIBUTE_TYPE, "type")
                    .addStatement("return $T.builder().attributeName(name).attributeType(type).build()", ATTRIBUTE_DEFINITION)
                    .build());
        }
        if (!naturalIndexes.isEmpty()) {
            table.addMethod(MethodSpec.methodBuilder("naturalIndex")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(GLOBAL_SECONDARY_INDEX)
                    .addParameter(String.class, "name")
                    .addParameter(com.squareup.javapoet.ArrayTypeName.of(KEY_SCHEMA_ELEMENT), "keys")
                    .varargs()
                    .addJavadoc("An index keyed on the items' own attributes: its partition elements (HASH) come first, then its sort elements (RANGE).\n")
                    .addStatement("return $T.builder()\n.indexName(name)\n.keySchema(keys)\n"
                                    + ".projection(projection -> projection.projectionType($T.ALL))\n.build()",
                            GLOBAL_SECONDARY_INDEX, PROJECTION_TYPE)
                    .build());
        }
        if (indexUsers.size() > naturalIndexes.size()) {
            table.addMethod(MethodSpec.methodBuilder("index")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(GLOBAL_SECONDARY_INDEX)
                    .addParameter(String.class, "name")
                    .addStatement("return $T.builder()\n.indexName(name)\n.keySchema(keyElement(name + $S, $T.HASH), keyElement(name + $S, $T.RANGE))\n"
                                    + ".projection(projection -> projection.projectionType($T.ALL))\n.build()",
                            GLOBAL_SECONDARY_INDEX, "pk", KEY_TYPE, "sk", KEY_TYPE, PROJECTION_TYPE)
                    .build());
        }
        List<String> expiring = entities.stream()
                .filter(entity -> entity.ttl().isPresent())
                .map(entity -> "{@link " + entity.recordType().simpleName() + "#" + entity.ttl().get().name() + "()}")
                .toList();
        if (!expiring.isEmpty()) {
            addTimeToLive(table, expiring);
        }
        table.addMethod(check(!expiring.isEmpty()));
        return UserNames.of(model).file(packageName, table);
    }

    /**
     * {@code createTableRequest} for engines without multi-attribute keys (dynalite): the natural
     * indexes keyed on one partition and at most one sort attribute are plain indexes and stay;
     * those keyed on more are left out, with their attribute definitions, because no plain index
     * answers their queries (a stand-in keyed on the first attributes would take writes and refuse
     * the generated queries' conditions on the others).
     */
    private static MethodSpec withoutMultiAttributeKeys(List<EntityModel> entities, java.util.Set<String> indexes, Map<String, NaturalIndexModel> naturalIndexes,
                                                        List<String> multiAttribute, boolean queueIndex) {
        java.util.Set<String> kept = new java.util.TreeSet<>(indexes);
        kept.removeAll(multiAttribute);
        Map<String, NaturalIndexModel> keptNatural = new TreeMap<>(naturalIndexes);
        keptNatural.keySet().removeAll(multiAttribute);
        MethodSpec.Builder method = MethodSpec.methodBuilder("createTableRequestWithoutMultiAttributeKeys")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(CREATE_TABLE_REQUEST)
                .addParameter(String.class, "tableName")
                .addJavadoc("The request that creates this table on an engine without multi-attribute index keys (dynalite):\n"
                        + "{@link #createTableRequest(String)} ");
        if (multiAttribute.isEmpty()) {
            method.addJavadoc("itself, as every natural index of this table is keyed on one partition and at most one\n"
                    + "sort attribute, which every engine keys a plain index on.\n");
        } else {
            method.addJavadoc("without the natural $L keyed on several attributes: $L. Their queries fail on\n"
                            + "a table made with this request (the index does not exist); every other access pattern works.\n",
                    multiAttribute.size() == 1 ? "index" : "indexes",
                    multiAttribute.stream().map(name -> "{@code " + name + "}").collect(java.util.stream.Collectors.joining(", ")));
        }
        return method.addCode(request(kept, keptNatural, VectorIndexCode.of(entities), queueIndex)).build();
    }

    /** The statement that builds the table's request with these indexes (natural ones among them as given). */
    private static CodeBlock request(java.util.Set<String> indexes, Map<String, NaturalIndexModel> naturalIndexes,
                                     Map<String, VectorIndexModel> vectorIndexes, boolean queueIndex) {
        Map<String, String> naturalAttributes = new TreeMap<>();
        for (String index : indexes) {
            if (naturalIndexes.containsKey(index)) {
                naturalIndexes.get(index).components()
                        .forEach(c -> naturalAttributes.put(c.attribute(), NaturalIndexModel.attributeType(c)));
            }
        }
        VectorIndexCode.addAttributes(vectorIndexes, naturalAttributes);
        CodeBlock.Builder attributes = CodeBlock.builder().add("stringAttribute($S), stringAttribute($S)", "pk", "sk");
        for (String index : indexes) {
            if (!naturalIndexes.containsKey(index)) {
                attributes.add(",\n    stringAttribute($S), stringAttribute($S)", index + "pk", index + "sk");
            }
        }
        naturalAttributes.forEach((attribute, type) -> attributes.add(",\n    attribute($S, $T.$L)", attribute, SCALAR_ATTRIBUTE_TYPE, type));
        CodeBlock.Builder request = CodeBlock.builder();
        if (queueIndex) {
            request.add("return $T.addTo($T.builder()\n", QUEUE_INDEX, CREATE_TABLE_REQUEST);
        } else {
            request.add("return $T.builder()\n", CREATE_TABLE_REQUEST);
        }
        request
                .indent()
                .add(".tableName(tableName)\n")
                .add(".billingMode($T.PAY_PER_REQUEST)\n", BILLING_MODE)
                .add(".attributeDefinitions($L)\n", attributes.build())
                .add(".keySchema(keyElement($S, $T.HASH), keyElement($S, $T.RANGE))\n", "pk", KEY_TYPE, "sk", KEY_TYPE);
        if (!indexes.isEmpty()) {
            CodeBlock declared = indexes.stream()
                    .map(index -> naturalIndexes.containsKey(index)
                            ? naturalIndex(naturalIndexes.get(index))
                            : CodeBlock.of("index($S)", index))
                    .collect(CodeBlock.joining(",\n    "));
            request.add(".globalSecondaryIndexes($L)\n", declared);
        }
        request.add(VectorIndexCode.declaration(vectorIndexes));
        return request.add(queueIndex ? ".build());\n" : ".build();\n").unindent().build();
    }

    /** A user's text in Javadoc: it must neither end the comment nor start a tag or an escape. */
    private static String javadocText(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace("\\", "&#92;").replace("*/", "*&#47;")
                .replace("@", "&#64;");
    }

    private static CodeBlock naturalIndex(NaturalIndexModel index) {
        CodeBlock.Builder call = CodeBlock.builder().add("naturalIndex($S", index.indexName());
        index.partition().forEach(c -> call.add(", keyElement($S, $T.HASH)", c.attribute(), KEY_TYPE));
        index.sort().forEach(c -> call.add(", keyElement($S, $T.RANGE)", c.attribute(), KEY_TYPE));
        return call.add(")").build();
    }

    /** {@code check}: the live table against {@link #createTableRequest} and, with a {@code @Ttl} entity, its TTL attribute. */
    private static MethodSpec check(boolean timeToLive) {
        return MethodSpec.methodBuilder("check")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(TABLE_CHECK)
                .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                .addParameter(String.class, "tableName")
                .addJavadoc("Compares the live table with {@link #createTableRequest(String)}: key schema, key attribute types,\n"
                        + "every index with its keys and projection$L. {@code check(client, name).requireMatch()} throws\n"
                        + "{@link $T} listing every difference; a table that does not exist throws\n{@link $T}.\n",
                        timeToLive ? ", and time to live on {@value #TTL_ATTRIBUTE}" : "", TableMismatchException.class,
                        TableNotFoundException.class)
                .addStatement("return $T.of(client, createTableRequest(tableName), $L)", TABLE_CHECK,
                        timeToLive ? "TTL_ATTRIBUTE" : "null")
                .build();
    }

    private static void addTimeToLive(TypeSpec.Builder table, List<String> expiring) {
        table.addField(FieldSpec.builder(String.class, "TTL_ATTRIBUTE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The attribute holding each item's expiry in epoch seconds, from $L.\n",
                                String.join(", ", expiring))
                        .initializer("$S", EntityModel.TTL_ATTRIBUTE)
                        .build())
                .addMethod(MethodSpec.methodBuilder("timeToLiveRequest")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(UPDATE_TIME_TO_LIVE_REQUEST)
                        .addParameter(String.class, "tableName")
                        .addJavadoc("The request that turns on DynamoDB's time to live on {@value #TTL_ATTRIBUTE}, so that items\n"
                                + "expire after $L; send it once, after the table is created.\n", String.join(", ", expiring))
                        .addStatement("return $T.builder()\n.tableName(tableName)\n"
                                + ".timeToLiveSpecification(ttl -> ttl.attributeName(TTL_ATTRIBUTE).enabled(true))\n.build()",
                                UPDATE_TIME_TO_LIVE_REQUEST)
                        .build());
    }
}
