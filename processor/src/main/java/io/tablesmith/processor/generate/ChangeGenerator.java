package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.TypeVariableName;
import io.tablesmith.internal.TableChanges;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TableModel;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeCase;
import io.tablesmith.stream.ChangeDecoder;
import io.tablesmith.stream.ChangeInfo;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.UndecodableChange;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.Modifier;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Writes {@code TablesmithChange}, one per table: the table's stream as one sealed type, a case per
 * entity type holding its typed {@code Change}, one for the runtime's own items and one for records
 * that cannot be read, with a decoder and a visitor. The decoding lives in the runtime
 * ({@code TableChanges}); this file only names the cases and says which schema and descriptor (whose
 * key templates tell an entity's keys) each entity type has.
 */
public final class ChangeGenerator {

    /** The generated type's simple name, in the table's package beside {@code TablesmithTable}. */
    public static final String CLASS_NAME = "TablesmithChange";

    private static final ClassName CHANGE = ClassName.get(Change.class);
    private static final ClassName CHANGE_CASE = ClassName.get(ChangeCase.class);
    private static final ClassName CHANGE_INFO = ClassName.get(ChangeInfo.class);
    private static final ClassName CHANGE_DECODER = ClassName.get(ChangeDecoder.class);
    private static final ClassName INTERNAL_CHANGE = ClassName.get(InternalChange.class);
    private static final ClassName UNDECODABLE_CHANGE = ClassName.get(UndecodableChange.class);
    private static final ClassName TABLE_CHANGES = ClassName.get(TableChanges.class);
    private static final ClassName STREAM_RECORD = ClassName.get(Record.class);
    private static final TypeVariableName R = TypeVariableName.get("R");

    private ChangeGenerator() {
    }

    public static JavaFile generate(TableModel table) {
        ClassName self = ClassName.get(table.packageName(), CLASS_NAME);
        ClassName visitor = self.nestedClass("Visitor");
        ClassName internal = self.nestedClass("Internal");
        ClassName undecodable = self.nestedClass("Undecodable");
        Map<EntityModel, ClassName> cases = new LinkedHashMap<>();
        table.entities().forEach(entity -> cases.put(entity, self.nestedClass(caseName(entity))));

        TypeSpec.Builder type = TypeSpec.interfaceBuilder(self)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
                // The SDK's stream record is named like java.lang.Record, which the cases extend implicitly.
                .alwaysQualify("Record")
                .addJavadoc("Every change of this package's table, from its DynamoDB stream, as one type:\n")
                .addJavadoc("$L, {@link Internal} for the runtime's own\n", cases.values().stream()
                        .map(name -> "{@link " + name.simpleName() + "}").collect(java.util.stream.Collectors.joining(", ")))
                .addJavadoc("items (queue messages and groups, lease locks, stream checkpoints), and {@link Undecodable} for\n")
                .addJavadoc("a record no entity of the table can read, with the reason. Access pattern: reading the table's changes.\n")
                .addJavadoc("\n<p>Decode a record with {@link #of} or {@link #DECODER}: from {@code DynamoDbStreamsClient.getRecords}, ")
                .addJavadoc("from the Kinesis\nadapter's {@code DynamoDBStreamsClientRecord.getRecord()}, from an AWS Lambda event ")
                .addJavadoc("through {@code tablesmith-lambda}, or\nlet {@code ChangeStreamConsumer} read the stream. ")
                .addJavadoc("Dispatch exhaustively with a {@code switch} over this sealed type (Java 21\nand later) or with ")
                .addJavadoc("{@link #accept} and a {@link Visitor} (Java 17): a new entity type of the table is a compile error\n")
                .addJavadoc("until it is handled.\n");
        table.entities().forEach(entity -> type.addOriginatingElement(entity.element()));

        type.addField(FieldSpec.builder(ParameterizedTypeName.get(CHANGE_DECODER, self), "DECODER")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("Decodes one stream record of the table: by the {@code _et} of its images, or by its key when it\n")
                .addJavadoc("carries none (a keys-only stream, a removal in a new-image stream). Never throws for a record DynamoDB sends.\n")
                .initializer(decoder(self, cases, internal, undecodable))
                .build());
        type.addMethod(MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(self)
                .addParameter(STREAM_RECORD, "record")
                .addJavadoc("The change one stream record reports ({@link #DECODER}).\n")
                .addStatement("return DECODER.decode(record)")
                .build());
        type.addMethod(MethodSpec.methodBuilder("info")
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(CHANGE_INFO)
                .addJavadoc("The record's sequence number, creation time and the stream's view.\n")
                .build());
        type.addMethod(MethodSpec.methodBuilder("accept")
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addTypeVariable(R)
                .returns(R)
                .addParameter(ParameterizedTypeName.get(visitor, R), "visitor")
                .addJavadoc("Calls the visitor's method for this case: exhaustive dispatch without a pattern {@code switch}.\n")
                .build());

        TypeSpec.Builder visitorType = TypeSpec.interfaceBuilder(visitor)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariable(R)
                .addJavadoc("One method per case of {@link $T}: a new entity type of the table adds one, so every\n", self)
                .addJavadoc("visitor has to handle it.\n\n@param <R> what the visit returns\n");
        cases.forEach((entity, name) -> {
            TypeName change = ParameterizedTypeName.get(CHANGE, entity.recordType());
            visitorType.addMethod(visit(visitorName(entity), change, "A change of a {@link " + entity.recordType().simpleName() + "}."));
            type.addType(caseType(self, name, change, visitorName(entity),
                    "A change of a {@link " + entity.recordType().simpleName() + "} (entity type {@code " + entity.entityType() + "})."));
        });
        visitorType.addMethod(visit("onInternal", INTERNAL_CHANGE, "A change of one of the runtime's own items."));
        visitorType.addMethod(visit("onUndecodable", UNDECODABLE_CHANGE, "A record no entity of the table can read."));
        type.addType(caseType(self, internal, INTERNAL_CHANGE, "onInternal",
                "A change of one of the runtime's own items in the table: a queue message, group or counter, a lease lock, a\n"
                        + "change-stream consumer's checkpoint ({@code change().kind()} says which)."));
        type.addType(caseType(self, undecodable, UNDECODABLE_CHANGE, "onUndecodable",
                "A record no entity of the table can read: an unknown {@code _et}, an item without one, an image its record cannot\n"
                        + "decode, a key no entity can have. {@code change().reason()} says why; the raw images are kept."));
        type.addType(visitorType.build());
        return UserNames.of(table).file(table.packageName(), type);
    }

    private static CodeBlock decoder(ClassName self, Map<EntityModel, ClassName> cases, ClassName internal, ClassName undecodable) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.<$T>builder($T::new, $T::new)", TABLE_CHANGES, self, internal, undecodable)
                .indent();
        cases.forEach((entity, name) -> code.add("\n.entity($T.INSTANCE, $L, $T.INSTANCE::fromImage, $T::new)",
                entity.schemaType(), DescriptorCode.descriptor(entity), entity.schemaType(), name));
        return code.add("\n.build()").unindent().build();
    }

    private static TypeSpec caseType(ClassName self, ClassName name, TypeName change, String visit, String doc) {
        return TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(CHANGE_CASE, change))
                .addSuperinterface(self)
                .addJavadoc("$L\n", doc)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(change, "change")
                        .addJavadoc("The case of {@code change}.\n")
                        .addStatement("super(change, change.info())")
                        .build())
                .addMethod(MethodSpec.methodBuilder("accept")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addTypeVariable(R)
                        .returns(R)
                        .addParameter(ParameterizedTypeName.get(self.nestedClass("Visitor"), R), "visitor")
                        .addJavadoc("Calls {@link Visitor#$L}.\n", visit)
                        .addStatement("return visitor.$L(change())", visit)
                        .build())
                .build();
    }

    private static MethodSpec visit(String name, TypeName change, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(R)
                .addParameter(change, "change")
                .addJavadoc("$L\n", doc)
                .build();
    }

    /** {@code JobChange} for {@code Job}, {@code OuterJobChange} for a record nested in {@code Outer}. */
    static String caseName(EntityModel entity) {
        return String.join("", entity.recordType().simpleNames()) + "Change";
    }

    private static String visitorName(EntityModel entity) {
        return "on" + String.join("", entity.recordType().simpleNames());
    }
}
