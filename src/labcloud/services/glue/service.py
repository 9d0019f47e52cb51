"""AWS Glue (botocore ``glue``) in the service shape: the Data Catalog (databases, tables with their
versions, partitions with GetPartitions' expression filter), jobs and their runs (Python shell jobs really
run in a confined child process, ``lifecycle.py``/``job_process.py``; Spark and Ray runs are refused by
name), crawlers as records, tags (docs/glue.md). Everything else answers "not implemented"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.glue.absent import absent
from labcloud.services.glue.repo.schema import SCHEMA, TABLES
from labcloud.services.glue.state import GlueState
from labcloud.services.glue.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.glue import (
        crawler_ops,
        database_ops,
        job_ops,
        partition_ops,
        run_ops,
        table_ops,
        tag_ops,
    )
else:
    crawler_ops = lazy_module("labcloud.services.glue.crawler_ops")
    database_ops = lazy_module("labcloud.services.glue.database_ops")
    job_ops = lazy_module("labcloud.services.glue.job_ops")
    partition_ops = lazy_module("labcloud.services.glue.partition_ops")
    run_ops = lazy_module("labcloud.services.glue.run_ops")
    table_ops = lazy_module("labcloud.services.glue.table_ops")
    tag_ops = lazy_module("labcloud.services.glue.tag_ops")

OPERATIONS: dict[str, Operation[GlueState]] = {
    "CreateDatabase": database_ops.create_database,
    "GetDatabase": database_ops.get_database,
    "GetDatabases": database_ops.get_databases,
    "UpdateDatabase": database_ops.update_database,
    "DeleteDatabase": database_ops.delete_database,
    "CreateTable": table_ops.create_table,
    "GetTable": table_ops.get_table,
    "GetTables": table_ops.get_tables,
    "UpdateTable": table_ops.update_table,
    "DeleteTable": table_ops.delete_table,
    "BatchDeleteTable": table_ops.batch_delete_table,
    "GetTableVersion": table_ops.get_table_version,
    "GetTableVersions": table_ops.get_table_versions,
    "DeleteTableVersion": table_ops.delete_table_version,
    "BatchDeleteTableVersion": table_ops.batch_delete_table_version,
    "GetPartitionIndexes": table_ops.get_partition_indexes,
    "CreatePartition": partition_ops.create_partition,
    "BatchCreatePartition": partition_ops.batch_create_partition,
    "GetPartition": partition_ops.get_partition,
    "GetPartitions": partition_ops.get_partitions,
    "BatchGetPartition": partition_ops.batch_get_partition,
    "UpdatePartition": partition_ops.update_partition,
    "DeletePartition": partition_ops.delete_partition,
    "BatchDeletePartition": partition_ops.batch_delete_partition,
    "CreateJob": job_ops.create_job,
    "GetJob": job_ops.get_job,
    "GetJobs": job_ops.get_jobs,
    "ListJobs": job_ops.list_jobs,
    "BatchGetJobs": job_ops.batch_get_jobs,
    "UpdateJob": job_ops.update_job,
    "DeleteJob": job_ops.delete_job,
    "StartJobRun": run_ops.start_job_run,
    "GetJobRun": run_ops.get_job_run,
    "GetJobRuns": run_ops.get_job_runs,
    "BatchStopJobRun": run_ops.batch_stop_job_run,
    "CreateCrawler": crawler_ops.create_crawler,
    "GetCrawler": crawler_ops.get_crawler,
    "GetCrawlers": crawler_ops.get_crawlers,
    "ListCrawlers": crawler_ops.list_crawlers,
    "BatchGetCrawlers": crawler_ops.batch_get_crawlers,
    "UpdateCrawler": crawler_ops.update_crawler,
    "DeleteCrawler": crawler_ops.delete_crawler,
    "GetCrawlerMetrics": crawler_ops.get_crawler_metrics,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "GetTags": tag_ops.get_tags,
}


def contributions(state: GlueState) -> Contributions:
    from labcloud.services.glue import lifecycle

    return Contributions(
        tag_sources=(tag_source(state),),
        background=(
            Background("glue.runs", lambda: lifecycle.begin(state), lambda: lifecycle.stop_all(state)),
        ),
    )


def _reset(state: GlueState) -> None:
    from labcloud.services.glue import lifecycle

    lifecycle.forget_all(state)


SERVICE: Service[GlueState] = Service(
    name="glue",
    state=GlueState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=_reset,
    absent=absent,
)
