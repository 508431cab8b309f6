package io.tablesmith.processor.generate;

import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.processor.model.EntityModel;
import javax.lang.model.element.Modifier;

/**
 * The terminals of a query type in an async repository: one {@code page} as a future, and the
 * {@code pages} and {@code items} as publishers that fetch as their subscriber asks. The narrowing
 * methods before them are those of the blocking query type, written by the same generators.
 */
final class AsyncQueryTerminals {

    private AsyncQueryTerminals() {
    }

    static TypeSpec addTo(TypeSpec.Builder type, EntityModel entity) {
        String record = entity.recordType().simpleName();
        ParameterizedTypeName page = ParameterizedTypeName.get(Names.PAGE, entity.recordType());
        return type
                .addMethod(MethodSpec.methodBuilder("page")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(Names.COMPLETABLE_FUTURE, page))
                        .addParameter(Names.PAGE_REQUEST, "request")
                        .addJavadoc("One page of $L items: the same requests, items and token as the blocking query's page.\n\n",
                                record)
                        .addJavadoc("@param request size, direction and the token of the previous page\n")
                        .addJavadoc("@return up to {@code request.limit()} items and, unless this is the last page, the next page's token;\n")
                        .addJavadoc("    fails with {@link $T} when the token was issued by another query, partition, range or direction\n",
                                InvalidPageTokenException.class)
                        .addStatement("return this.core.query(this.spec, request)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("pages")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(Names.FLOW_PUBLISHER, page))
                        .addParameter(Names.PAGE_REQUEST, "request")
                        .addJavadoc("The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for\n")
                        .addJavadoc("it (one request at a time, none before it is asked for), until the last page; each subscription\n")
                        .addJavadoc("starts again at {@code request}.\n")
                        .addStatement("return this.core.pages(this.spec, request)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("items")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(Names.FLOW_PUBLISHER, entity.recordType()))
                        .addJavadoc("Every $L item of the query in ascending order, fetched 100 at a time as the subscriber asks.\n",
                                record)
                        .addStatement("return this.core.items(this.spec, $T.of(100))", Names.PAGE_REQUEST)
                        .build())
                .addMethod(MethodSpec.methodBuilder("items")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(Names.FLOW_PUBLISHER, entity.recordType()))
                        .addParameter(Names.PAGE_REQUEST, "request")
                        .addJavadoc("Every $L item of the query in {@code request}'s direction, fetched {@code request.limit()} at a\n",
                                record)
                        .addJavadoc("time as the subscriber asks; a subscriber that cancels causes no further requests.\n")
                        .addJavadoc("The request's token is not used: the items always start at the beginning.\n")
                        .addStatement("return this.core.items(this.spec, request)")
                        .build())
                .build();
    }
}
