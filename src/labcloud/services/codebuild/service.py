"""AWS CodeBuild (botocore ``codebuild``) in the service shape: projects (NO_SOURCE and S3 sources, S3 or no
artifacts, CloudWatch Logs) and builds that really run: each build's buildspec runs with bash in a
confined child process on this machine (no container image runs), phase by phase, its output streamed to
CloudWatch Logs, its artifacts uploaded to S3, its state and phase changes put on EventBridge
(``lifecycle.py``; docs/codebuild.md). Everything else answers "not implemented"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.codebuild.repo.schema import SCHEMA, TABLES
from labcloud.services.codebuild.state import CodeBuildState
from labcloud.services.codebuild.tag_source import tag_source
from labcloud.services.shape import Background, Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.codebuild import build_ops, project_ops
else:
    build_ops = lazy_module("labcloud.services.codebuild.build_ops")
    project_ops = lazy_module("labcloud.services.codebuild.project_ops")

OPERATIONS: dict[str, Operation[CodeBuildState]] = {
    "CreateProject": project_ops.create_project,
    "UpdateProject": project_ops.update_project,
    "BatchGetProjects": project_ops.batch_get_projects,
    "ListProjects": project_ops.list_projects,
    "DeleteProject": project_ops.delete_project,
    "StartBuild": build_ops.start_build,
    "RetryBuild": build_ops.retry_build,
    "BatchGetBuilds": build_ops.batch_get_builds,
    "ListBuilds": build_ops.list_builds,
    "ListBuildsForProject": build_ops.list_builds_for_project,
    "StopBuild": build_ops.stop_build,
    "BatchDeleteBuilds": build_ops.batch_delete_builds,
}


def contributions(state: CodeBuildState) -> Contributions:
    from labcloud.services.codebuild import lifecycle

    return Contributions(
        tag_sources=(tag_source(state),),
        background=(
            Background("codebuild.builds", lambda: lifecycle.begin(state), lambda: lifecycle.stop_all(state)),
        ),
    )


def _reset(state: CodeBuildState) -> None:
    from labcloud.services.codebuild import lifecycle

    lifecycle.forget_all(state)


SERVICE: Service[CodeBuildState] = Service(
    name="codebuild",
    state=CodeBuildState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=_reset,
)
