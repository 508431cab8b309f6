package io.tablesmith.kcl;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Every request the clients of a KCL worker send, and the error each failed one got: which DynamoDB, DynamoDB
 * Streams and CloudWatch operations KCL and the adapter use, and whether LocalDynamoDb answered them all.
 */
final class RequestLog implements ExecutionInterceptor {
    /** One request: the service and operation, and the error code of its failure (null when it succeeded). */
    record Request(String service, String operation, String errorCode) {
        @Override
        public String toString() {
            return service + "." + operation + (errorCode == null ? "" : " -> " + errorCode);
        }
    }

    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private volatile boolean recording = true;

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        if (!recording) {
            return;
        }
        requests.add(new Request(service(attributes), operation(attributes), null));
    }

    @Override
    public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
        if (!recording) {
            return;
        }
        String code = context.exception() instanceof AwsServiceException service && service.awsErrorDetails() != null
                ? service.awsErrorDetails().errorCode()
                : context.exception().getClass().getSimpleName();
        requests.add(new Request(service(attributes), operation(attributes), code));
    }

    /** Records nothing more: the worker's clients are being closed under requests still running. */
    void stopRecording() {
        recording = false;
    }

    List<Request> requests() {
        return List.copyOf(requests);
    }

    List<Request> failures() {
        return requests.stream().filter(r -> r.errorCode() != null).toList();
    }

    private static String service(ExecutionAttributes attributes) {
        return attributes.getAttribute(SdkExecutionAttribute.SERVICE_NAME);
    }

    private static String operation(ExecutionAttributes attributes) {
        return attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
    }
}
