#!/usr/bin/env bash
# Scores LocalDynamoDb's server on the public DynamoDB conformance suite (GitHub nubo-db/dynamodb-conformance).
# Not part of CI: the suite is not in this repository and CI has no GitHub (see README.md here).
#
#   local/conformance/run.sh /path/to/dynamodb-conformance              # needs a JDK 17+, Maven, Node.js 20+
#   MVN_ARGS=-o local/conformance/run.sh ../dynamodb-conformance         # offline, once ~/.m2 has the dependencies
#   SKIP_BUILD=1 local/conformance/run.sh ../dynamodb-conformance        # reuse local/target's server jar
#
# Runs `npm ci` in the suite from its own lock file, builds and starts the server on a free port, runs the
# suite against it (DYNAMODB_ENDPOINT), prints the per-tier totals and the failing tests, and stops the server.
# The vitest JSON report is left in local/target/conformance/report.json.
set -euo pipefail
suite=${1:?usage: local/conformance/run.sh <checkout of nubo-db/dynamodb-conformance>}
suite=$(cd "$suite" && pwd)
cd "$(dirname "$0")/../.."
repo=$PWD

[ -f "$suite/package-lock.json" ] && [ -f "$suite/vitest.config.ts" ] \
    || { echo "$suite is not a checkout of the conformance suite (no package-lock.json / vitest.config.ts)" >&2; exit 2; }

echo "== npm ci in $suite"
(cd "$suite" && npm ci --no-audit --no-fund --loglevel=error)

if [ -z "${SKIP_BUILD:-}" ]; then
    echo "== building the server (mvn package -pl local -am -DskipTests)"
    # shellcheck disable=SC2086 # MVN_ARGS is a list of options
    mvn -B -q ${MVN_ARGS:-} package -pl local -am -DskipTests
fi
server_jar=$(ls local/target/tablesmith-local-*-server.jar)
out=local/target/conformance
mkdir -p "$out"

echo "== starting $server_jar on a free port"
java -jar "$server_jar" --port 0 > "$out/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT
endpoint=
for _ in $(seq 1 100); do
    endpoint=$(head -n 1 "$out/server.log" 2>/dev/null || true)
    case "$endpoint" in http://*) break ;; esac
    kill -0 "$server" 2>/dev/null || { cat "$out/server.log" >&2; exit 1; }
    sleep 0.1
done
case "$endpoint" in http://*) ;; *) echo "the server printed no endpoint" >&2; exit 1 ;; esac
echo "   $endpoint"

echo "== running the suite"
set +e
(cd "$suite" && DYNAMODB_ENDPOINT="$endpoint" AWS_REGION=us-east-1 npx vitest run --reporter=json \
    --outputFile="$repo/$out/report.json" > "$repo/$out/vitest.log" 2>&1)
set -e
[ -s "$out/report.json" ] || { tail -n 40 "$out/vitest.log" >&2; exit 1; }
node local/conformance/score.cjs "$out/report.json" --failures
