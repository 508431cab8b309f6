package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;

/**
 * What every generated query shares, whatever its key: the nested query type's state, its page
 * and stream terminals, and the repository's entry method and one-page shortcut. The query
 * generators ({@link QueryGenerator} for synthetic keys, {@link NaturalQueryGenerator} for natural
 * indexes) add only their sort conditions, so paging reads and is documented alike everywhere.
 */
final class QueryMethods {

    private static final ClassName BAD_TOKEN = ClassName.get(InvalidPageTokenException.class);

    private QueryMethods() {
    }

    /**
     * One access pattern as the repository offers it.
     *
     * @param name the query's method name
     * @param type the nested query type, built
     * @param partition the partition components the entry method takes
     * @param spec the expression of the query's spec, from the partition parameters
     * @param description the access pattern, first sentence of every javadoc
     * @param narrowing how the query type narrows the partition ("sort conditions", "a sort key range")
     */
    record Access(String name, TypeSpec type, List<ComponentModel> partition, CodeBlock spec, String description,
                  String narrowing) {
    }

    /**
     * A query type holding the repository's core (an {@code AsyncRepositoryCore} in an async repository) and
     * the query's spec; every narrowing returns a new one.
     */
    static TypeSpec.Builder queryType(EntityModel entity, ClassName queryType, ClassName specType) {
        TypeName core = ParameterizedTypeName.get(isAsync(queryType, entity) ? Names.ASYNC_REPOSITORY_CORE
                : Names.REPOSITORY_CORE, entity.recordType());
        return TypeSpec.classBuilder(queryType)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addField(core, "core", Modifier.PRIVATE, Modifier.FINAL)
                .addField(specType, "spec", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(core, "core")
                        .addParameter(specType, "spec")
                        .addStatement("this.core = core")
                        .addStatement("this.spec = spec")
                        .build());
    }

    /** Whether the query type is nested in the async repository. */
    static boolean isAsync(ClassName queryType, EntityModel entity) {
        return queryType.enclosingClassName().equals(entity.asyncRepositoryType());
    }

    /**
     * Adds the terminals, {@code page(request)}, {@code stream()} and {@code stream(request)} (in an async
     * repository {@code page(request)}, {@code pages(request)}, {@code items()} and {@code items(request)}),
     * and builds the type.
     */
    static TypeSpec withTerminals(TypeSpec.Builder type, EntityModel entity, ClassName queryType) {
        if (isAsync(queryType, entity)) {
            return AsyncQueryTerminals.addTo(type, entity);
        }
        String record = entity.recordType().simpleName();
        ParameterizedTypeName page = ParameterizedTypeName.get(Names.PAGE, entity.recordType());
        ParameterizedTypeName stream = ParameterizedTypeName.get(ClassName.get(Stream.class), entity.recordType());
        return type
                .addMethod(MethodSpec.methodBuilder("page")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(page)
                        .addParameter(Names.PAGE_REQUEST, "request")
                        .addJavadoc("One page of $L items.\n\n", record)
                        .addJavadoc("@param request size, direction and the token of the previous page\n")
                        .addJavadoc("@return up to {@code request.limit()} items and, unless this is the last page, the next page's token\n")
                        .addJavadoc("@throws $T when the token was issued by another query, partition, range or direction\n",
                                BAD_TOKEN)
                        .addStatement("return this.core.query(this.spec, request)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("stream")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(stream)
                        .addJavadoc("Every $L item of the query in ascending order, fetched 100 at a time as the stream is consumed.\n", record)
                        .addStatement("return this.core.stream(this.spec, false, 100)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("stream")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(stream)
                        .addParameter(Names.PAGE_REQUEST, "request")
                        .addJavadoc("Every $L item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time\n", record)
                        .addJavadoc("as the stream is consumed; a consumer that stops early causes no further requests.\n")
                        .addJavadoc("The request's token is not used: a stream always starts at the beginning.\n")
                        .addStatement("return this.core.stream(this.spec, request.isDescending(), request.limit())")
                        .build())
                .build();
    }

    /** Adds the query type, its entry method {@code name(partition)} and the shortcut {@code name(partition, page)}. */
    static void addTo(TypeSpec.Builder repository, EntityModel entity, Access access, String pageParameter) {
        addTo(repository, entity, entity.repositoryType(), access, pageParameter);
    }

    /** As {@link #addTo(TypeSpec.Builder, EntityModel, Access, String)}, in the repository {@code repositoryType}. */
    static void addTo(TypeSpec.Builder repository, EntityModel entity, ClassName repositoryType, Access access,
                      String pageParameter) {
        ClassName queryType = repositoryType.nestedClass(access.type().name);
        boolean async = repositoryType.equals(entity.asyncRepositoryType());
        ParameterizedTypeName page = ParameterizedTypeName.get(Names.PAGE, entity.recordType());
        repository.addType(access.type());
        repository.addMethod(MethodSpec.methodBuilder(access.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(queryType)
                .addParameters(KeysGenerator.parameters(access.partition()))
                .addJavadoc("$L\n", access.description())
                .addJavadoc(async ? "Narrow it with $L, then read a {@code page}, its {@code pages} or its {@code items}.\n"
                        : "Narrow it with $L, then read a {@code page} or a {@code stream}.\n", access.narrowing())
                .addJavadoc("\n@throws $T when a partition component is null or empty\n", Names.INVALID_KEY_EXCEPTION)
                .addStatement("return new $T(this.core, $L)", queryType, access.spec())
                .build());
        repository.addMethod(MethodSpec.methodBuilder(access.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(async ? ParameterizedTypeName.get(Names.COMPLETABLE_FUTURE, page) : page)
                .addParameters(KeysGenerator.parameters(access.partition()))
                .addParameter(Names.PAGE_REQUEST, pageParameter)
                .addJavadoc("$L\n", access.description())
                .addJavadoc("\n@param $N size, direction and the token of the previous page\n", pageParameter)
                .addJavadoc("@return up to {@code $N.limit()} items and, unless this is the last page, the token of the next\n",
                        pageParameter)
                .addJavadoc("@throws $T when the request's token was not issued by this query for this partition\n", BAD_TOKEN)
                .addStatement("return $N($L).page($N)", access.name(), access.partition().stream()
                        .map(c -> CodeBlock.of("$N", c.variable())).collect(CodeBlock.joining(", ")), pageParameter)
                .build());
    }

    /** The sentence that says which items a sparse index leaves out, or nothing for a dense one. */
    static String sparseNote(List<ComponentModel> sparseBy) {
        return sparseBy.isEmpty() ? "" : "\nThe index is sparse: items whose "
                + sparseBy.stream().map(ComponentModel::name).collect(Collectors.joining(" or ")) + " is absent are not in it.";
    }
}
