# A state machine that publishes a version on every change, and an alias routing to it (issue 38).
resource "aws_sfn_state_machine" "versioned" {
  name     = "tf-versioned"
  role_arn = aws_iam_role.sfn.arn
  publish  = true
  definition = jsonencode({
    StartAt = "Done"
    States  = { Done = { Type = "Pass", End = true } }
  })
}

resource "aws_sfn_alias" "live" {
  name        = "live"
  description = "current version"
  routing_configuration {
    state_machine_version_arn = aws_sfn_state_machine.versioned.state_machine_version_arn
    weight                    = 100
  }
}
