"""FIS in the service shape (``services/shape.py``): the Lambda subset of AWS Fault Injection Service.

Templates (:mod:`.templates`) hold Lambda actions (:mod:`.actions`); StartExperiment resolves the
targets (:mod:`.targets`, through Lambda's API) and stores the experiment, whose state is derived
from the clock (:mod:`.experiments`). While an experiment runs, FIS is a fault source of
``hub.faults`` (:mod:`.running`): the sandbox manager asks it about each invocation and applies
the delay, error or HTTP integration response in the sandbox.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from labcloud.services.fis.repo.schema import SCHEMA, TABLES
from labcloud.services.fis.state import FisState
from labcloud.services.fis.tag_source import tag_sources
from labcloud.services.shape import Contributions, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.fis import experiment_ops, running, tagging, template_ops
else:
    experiment_ops = lazy_module("labcloud.services.fis.experiment_ops")
    running = lazy_module("labcloud.services.fis.running")
    tagging = lazy_module("labcloud.services.fis.tagging")
    template_ops = lazy_module("labcloud.services.fis.template_ops")

OPERATIONS: dict[str, Operation[FisState]] = {
    "CreateExperimentTemplate": template_ops.create_experiment_template,
    "GetExperimentTemplate": template_ops.get_experiment_template,
    "ListExperimentTemplates": template_ops.list_experiment_templates,
    "DeleteExperimentTemplate": template_ops.delete_experiment_template,
    "StartExperiment": experiment_ops.start_experiment,
    "GetExperiment": experiment_ops.get_experiment,
    "ListExperiments": experiment_ops.list_experiments,
    "StopExperiment": experiment_ops.stop_experiment,
    "TagResource": tagging.tag_resource,
    "UntagResource": tagging.untag_resource,
    "ListTagsForResource": tagging.list_tags_for_resource,
}


def contributions(state: FisState) -> Contributions:
    return Contributions(
        fault_sources=(partial(running.invocation_fault, state.store, state.bus, state.live),),
        tag_sources=tag_sources(state),
    )


def forget_running(state: FisState) -> None:
    state.live.forget()


SERVICE: Service[FisState] = Service(
    name="fis",
    state=FisState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_running,
)
