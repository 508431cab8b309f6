package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.tablesmith.TableCheck;
import io.tablesmith.TableDefinition;
import io.tablesmith.processor.model.CollectionModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Writes {@code TablesmithTableDefinition}: the package's table as a {@link TableDefinition}, which
 * a framework finds through {@code META-INF/services} ({@link #SERVICE_FILE}) and builds every
 * repository and queue of the table from, with no scanning and no reflection.
 */
public final class TableDefinitionGenerator {

    public static final String CLASS_NAME = "TablesmithTableDefinition";
    /** The service file listing every table definition of the compilation. */
    public static final String SERVICE_FILE = "META-INF/services/" + TableDefinition.class.getName();

    private static final ClassName TABLE_DEFINITION = ClassName.get(TableDefinition.class);
    private static final ClassName COMPONENT = TABLE_DEFINITION.nestedClass("Component");
    private static final ClassName CHANGES = TABLE_DEFINITION.nestedClass("Changes");
    private static final TypeName ANY = WildcardTypeName.subtypeOf(Object.class);

    private TableDefinitionGenerator() {
    }

    /**
     * The definition of {@code model}'s table.
     *
     * @param queues the generated queue classes of the package
     */
    public static JavaFile generate(TableModel model, List<ClassName> queues, boolean timeToLive) {
        String packageName = model.packageName();
        ClassName table = ClassName.get(packageName, TableGenerator.CLASS_NAME);
        ClassName change = ClassName.get(packageName, ChangeGenerator.CLASS_NAME);
        List<ClassName> components = new ArrayList<>();
        model.entities().stream().map(EntityModel::repositoryType).forEach(components::add);
        model.collections().stream().map(CollectionModel::repositoryType).forEach(components::add);
        components.addAll(queues);
        components.sort(Comparator.comparing(ClassName::canonicalName));

        TypeSpec.Builder type = TypeSpec.classBuilder(CLASS_NAME)
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(TABLE_DEFINITION)
                .addJavadoc("This package's table for frameworks that find tables through {@link java.util.ServiceLoader}:\n"
                        + "{@link $T} and every repository and queue built on it.\n", table)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The definition; {@link java.util.ServiceLoader} calls it.\n")
                        .build())
                .addMethod(override("id", ClassName.get(String.class))
                        .addStatement("return $S", packageName.substring(packageName.lastIndexOf('.') + 1))
                        .build())
                .addMethod(override("packageName", ClassName.get(String.class))
                        .addStatement("return $S", packageName)
                        .build())
                .addMethod(override("createTableRequest", ClassName.get(CreateTableRequest.class))
                        .addParameter(String.class, "tableName")
                        .addStatement("return $T.createTableRequest(tableName)", table)
                        .build())
                .addMethod(override("check", ClassName.get(TableCheck.class))
                        .addParameter(Names.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("return $T.check(client, tableName)", table)
                        .build())
                .addMethod(override("timeToLiveRequest",
                        ParameterizedTypeName.get(ClassName.get(Optional.class), ClassName.get(UpdateTimeToLiveRequest.class)))
                        .addParameter(String.class, "tableName")
                        .addStatement(timeToLive ? CodeBlock.of("return $T.of($T.timeToLiveRequest(tableName))", Optional.class, table)
                                : CodeBlock.of("return $T.empty()", Optional.class))
                        .build())
                .addMethod(override("components", ParameterizedTypeName.get(ClassName.get(List.class),
                        ParameterizedTypeName.get(COMPONENT, ANY)))
                        .addStatement("return $T.of($L)", List.class, components.stream()
                                .map(component -> CodeBlock.of("\nnew $T<>($T.class, $T::new)", COMPONENT, component, component))
                                .collect(CodeBlock.joining(",")))
                        .build())
                .addMethod(override("changes", ParameterizedTypeName.get(CHANGES, ANY))
                        .addStatement("return new $T<>($T.class, $T.DECODER)", CHANGES, change, change)
                        .build());
        model.entities().forEach(entity -> type.addOriginatingElement(entity.element()));
        return UserNames.of(model).file(packageName, type);
    }

    private static MethodSpec.Builder override(String name, TypeName returns) {
        return MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns);
    }
}
