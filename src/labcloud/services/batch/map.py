"""Batch's part of the view's resource map: compute environments (edges to their subnets), job queues
(edges to their compute environments) with their waiting jobs counted, each marked "no job runs"."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "batch.job.submitted": (),
}

NOTE = "labcloud runs no Batch jobs: jobs are records that stay RUNNABLE (docs/batch.md)"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    envs = await hub.call("batch", "DescribeComputeEnvironments", {})
    for env in envs.get("computeEnvironments") or []:
        arn = str(env["computeEnvironmentArn"])
        resources = env.get("computeResources") or {}
        part.nodes.append(
            MapNode(
                "batch.compute_environment",
                arn,
                str(env["computeEnvironmentName"]),
                refs=(str(env["computeEnvironmentName"]),),
                resource=str(env["computeEnvironmentName"]),
                facts={"type": resources.get("type"), "state": env.get("state"), "note": NOTE},
            )
        )
        for subnet in resources.get("subnets") or []:
            part.edges.append(MapEdge("in-subnet", arn, str(subnet)))
    queues = await hub.call("batch", "DescribeJobQueues", {})
    for queue in queues.get("jobQueues") or []:
        arn = str(queue["jobQueueArn"])
        waiting = await hub.call(
            "batch", "ListJobs", {"jobQueue": arn, "jobStatus": "RUNNABLE", "maxResults": 1000}
        )
        part.nodes.append(
            MapNode(
                "batch.job_queue",
                arn,
                str(queue["jobQueueName"]),
                refs=(str(queue["jobQueueName"]),),
                resource=str(queue["jobQueueName"]),
                facts={
                    "priority": queue.get("priority"),
                    "state": queue.get("state"),
                    "runnable_jobs": len(waiting.get("jobSummaryList") or []),
                    "note": NOTE,
                },
            )
        )
        for order in queue.get("computeEnvironmentOrder") or []:
            part.edges.append(MapEdge("uses", arn, str(order["computeEnvironment"])))
    return part
