"""Lambda's part of the view's resource map: functions and aliases, and the wiring Lambda's configuration
holds (event source mappings, asynchronous destinations, dead-letter targets, mapping failure
destinations, log groups, execution roles), with the last minute's invocations and errors and, for a
durable function, its DurableConfig and how many of its executions are running.

A function with errors, throttles or timeouts in the last minute is marked failing.
"""

from __future__ import annotations

from typing import Any

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS = {"lambda.invocation.finished": ("function_name", "status", "mapping_uuid")}
FAILED = ("error", "timeout", "oom", "crash", "throttled")


async def _functions(host: Services) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    marker: str | None = None
    while True:
        page = await host.call(
            "lambda", "ListFunctions", {"MaxItems": 50, **({"Marker": marker} if marker else {})}
        )
        out += page.get("Functions") or []
        marker = page.get("NextMarker")
        if not marker:
            return out


async def _mappings(host: Services) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    marker: str | None = None
    while True:
        page = await host.call(
            "lambda", "ListEventSourceMappings", {"MaxItems": 100, **({"Marker": marker} if marker else {})}
        )
        out += page.get("EventSourceMappings") or []
        marker = page.get("NextMarker")
        if not marker:
            return out


def _unqualified(arn: str) -> str:
    """A function ARN without its version or alias (``...:function:f:live`` → ``...:function:f``)."""
    head, marker, rest = arn.partition(":function:")
    return head + marker + rest.split(":", 1)[0] if marker else arn


async def map_part(host: Services, recent: Recent) -> MapPart:
    part = MapPart()
    calls: dict[str, int] = {}
    errors: dict[str, dict[str, int]] = {}
    by_mapping: dict[str, list[int]] = {}
    for event in recent.of("lambda.invocation.finished"):
        name = str(event.data.get("function_name") or "")
        status = str(event.data.get("status") or "")
        calls[name] = calls.get(name, 0) + event.count
        if status in FAILED:
            mine = errors.setdefault(name, {})
            mine[status] = mine.get(status, 0) + event.count
        mapping = event.data.get("mapping_uuid")
        if mapping:
            counts = by_mapping.setdefault(str(mapping), [0, 0])
            counts[0] += event.count
            counts[1] += event.count if status in FAILED else 0
    for config in await _functions(host):
        name, function_arn = config["FunctionName"], config["FunctionArn"]
        node = MapNode(
            "lambda.function",
            function_arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "runtime": config.get("Runtime") or config.get("PackageType", ""),
                "state": config.get("State", ""),
                "invocations_last_minute": calls.get(name, 0),
            },
        )
        durable = config.get("DurableConfig")
        if durable:  # a durable function: its configuration and the executions running now
            running = await unless_gone(
                host.call(
                    "lambda",
                    "ListDurableExecutionsByFunction",
                    {"FunctionName": name, "Statuses": ["RUNNING"]},
                )
            )
            node.facts["durable"] = {
                "execution_timeout": durable.get("ExecutionTimeout"),
                "retention_days": durable.get("RetentionPeriodInDays"),
                "running_executions": len((running or {}).get("DurableExecutions") or []),
            }
        failures = errors.get(name, {})
        if failures:
            node.facts["failures_last_minute"] = failures
            node.fail(
                ", ".join(f"{count} {status}" for status, count in sorted(failures.items()))
                + " in the last minute"
            )
        part.nodes.append(node)
        target = (config.get("DeadLetterConfig") or {}).get("TargetArn")
        if target:
            part.edges.append(MapEdge("dead-letter", function_arn, target))
        group = (config.get("LoggingConfig") or {}).get("LogGroup") or f"/aws/lambda/{name}"
        part.edges.append(MapEdge("logs", function_arn, group, placeholder=False))
        if config.get("Role"):
            part.edges.append(MapEdge("role", function_arn, config["Role"], placeholder=False))
        aliases = await unless_gone(host.call("lambda", "ListAliases", {"FunctionName": name}))
        for alias in (aliases or {}).get("Aliases") or []:
            part.nodes.append(
                MapNode(
                    "lambda.alias",
                    alias["AliasArn"],
                    f"{name}:{alias['Name']}",
                    resource=name,
                    facts={"version": alias.get("FunctionVersion", "")},
                )
            )
            part.edges.append(
                MapEdge("alias", alias["AliasArn"], function_arn, alias.get("FunctionVersion", ""))
            )
        configs = await unless_gone(
            host.call("lambda", "ListFunctionEventInvokeConfigs", {"FunctionName": name})
        )
        for invoke_config in (configs or {}).get("FunctionEventInvokeConfigs") or []:
            destinations = invoke_config.get("DestinationConfig") or {}
            for outcome in ("OnSuccess", "OnFailure"):
                destination = (destinations.get(outcome) or {}).get("Destination")
                if destination:
                    part.edges.append(MapEdge("destination", function_arn, destination, outcome))
    for mapping in await _mappings(host):
        source, function_arn = mapping.get("EventSourceArn"), _unqualified(mapping.get("FunctionArn", ""))
        if not source or not function_arn:
            continue
        invocations, failed = by_mapping.get(mapping["UUID"], [0, 0])
        label = f"batch {mapping.get('BatchSize', '')}" + (
            "" if mapping.get("State") == "Enabled" else f" · {mapping.get('State', '')}"
        )
        part.edges.append(
            MapEdge(
                "event-source", source, function_arn, label, {"invocations": invocations, "errors": failed}
            )
        )
        failure = ((mapping.get("DestinationConfig") or {}).get("OnFailure") or {}).get("Destination")
        if failure:
            part.edges.append(MapEdge("destination", function_arn, failure, "OnFailure"))
    return part
