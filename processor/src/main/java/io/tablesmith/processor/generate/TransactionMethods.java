package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.EntityModel;
import javax.lang.model.element.Modifier;

/**
 * What makes {@code <Name>Repository} usable in a {@code Transaction}: it implements
 * {@code TransactionalRepository<Name>} and its {@code transactionTarget()} hands the
 * transaction the repository's table, schema and {@code @Version} handling.
 */
final class TransactionMethods {

    static final ClassName TRANSACTIONAL = ClassName.get(Names.RUNTIME, "TransactionalRepository");
    static final ClassName TARGET = ClassName.get(Names.RUNTIME, "TransactionTarget");
    static final ClassName TRANSACTION = ClassName.get(Names.RUNTIME, "Transaction");

    private final EntityModel entity;
    private final String variable;
    private final CodeBlock versionOf;

    /**
     * @param variable the name the repository uses for one record
     * @param versionOf the expression of a record's version (with {@code variable} in scope), or {@code null}
     */
    TransactionMethods(EntityModel entity, String variable, CodeBlock versionOf) {
        this.entity = entity;
        this.variable = variable;
        this.versionOf = versionOf;
    }

    /** {@code TransactionalRepository<Name>}, for the repository's {@code implements} clause. */
    TypeName superinterface() {
        return ParameterizedTypeName.get(TRANSACTIONAL, entity.recordType());
    }

    MethodSpec transactionTarget() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("transactionTarget")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(TARGET, entity.recordType()))
                .addJavadoc("Access pattern: transactions. What a {@link $T} needs to write and read $L items\n",
                        TRANSACTION, entity.recordType().simpleName())
                .addJavadoc("in this repository's table: pass the repository itself, e.g.\n")
                .addJavadoc("{@code Transaction.write(client).create(repository, record).execute()}.\n");
        if (versionOf == null) {
            return method.addStatement("return this.core.transactionTarget()").build();
        }
        return method.addJavadoc("Writes in a transaction check and advance {@code $L} as this repository's do.\n",
                        entity.version().orElseThrow().name())
                .addStatement("return this.core.transactionTarget($N -> $L, $T::withVersion)", variable, versionOf,
                        entity.repositoryType())
                .build();
    }
}
