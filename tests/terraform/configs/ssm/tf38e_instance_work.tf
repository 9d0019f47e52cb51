# State Manager associations and maintenance windows (records: no instance runs them here), as modules
# that patch fleets declare them: an association of the run-command document above, and a weekly window
# with a target and a Lambda task.

resource "aws_ssm_association" "patch" {
  name                = aws_ssm_document.hello.name
  association_name    = "tf-nightly"
  schedule_expression = "cron(0 2 ? * * *)"
  max_concurrency     = "2"
  max_errors          = "1"
  parameters          = { Who = "fleet" }
  targets {
    key    = "tag:Role"
    values = ["web"]
  }
  tags = { team = "red" }
}

resource "aws_ssm_maintenance_window" "weekly" {
  name              = "tf-weekly"
  schedule          = "cron(0 3 ? * SUN *)"
  schedule_timezone = "Europe/Lisbon"
  duration          = 3
  cutoff            = 1
  description       = "made by terraform"
  tags              = { team = "red" }
}

resource "aws_ssm_maintenance_window_target" "web" {
  window_id     = aws_ssm_maintenance_window.weekly.id
  name          = "web"
  resource_type = "INSTANCE"
  targets {
    key    = "tag:Role"
    values = ["web"]
  }
}

resource "aws_ssm_maintenance_window_task" "patch" {
  window_id       = aws_ssm_maintenance_window.weekly.id
  name            = "patch"
  task_type       = "LAMBDA"
  task_arn        = "arn:aws:lambda:us-east-1:000000000000:function:patcher"
  priority        = 2
  max_concurrency = "1"
  max_errors      = "1"
  targets {
    key    = "WindowTargetIds"
    values = [aws_ssm_maintenance_window_target.web.id]
  }
  task_invocation_parameters {
    lambda_parameters {
      qualifier = "$LATEST"
    }
  }
}

output "association_id" { value = aws_ssm_association.patch.association_id }
output "window_id" { value = aws_ssm_maintenance_window.weekly.id }
