package io.tablesmith.local.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The AWS CLI run as a user without an AWS account would run it: made-up credentials and region, no pager. */
final class AwsCli {

    /** What a command printed (standard output and error together) and its exit code; -1 when it did not run. */
    record Result(int exitCode, String output) {
    }

    private AwsCli() {
    }

    /** Whether an {@code aws} command is on the PATH. */
    static boolean installed() throws InterruptedException {
        return run(List.of("aws", "--version")).exitCode() == 0;
    }

    /** {@code aws --endpoint-url endpoint args...}. */
    static Result against(String endpoint, String... args) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("aws", "--endpoint-url", endpoint));
        command.addAll(List.of(args));
        return run(command);
    }

    static Result run(List<String> command) throws InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("AWS_ACCESS_KEY_ID", "any");
        builder.environment().put("AWS_SECRET_ACCESS_KEY", "thing");
        builder.environment().put("AWS_DEFAULT_REGION", "eu-west-1");
        builder.environment().put("AWS_PAGER", "");
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
        String output;
        try {
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Result(-1, "timed out: " + output);
        }
        return new Result(process.exitValue(), output);
    }
}
