# EC2 instances, key pairs and launch templates through the hashicorp/aws provider: the AMI found by a
# data "aws_ami" lookup, an imported key pair, a launch template and an instance in its own subnet.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

variable "public_key" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

data "aws_ami" "al2023" {
  most_recent = true
  owners      = ["amazon"]

  filter {
    name   = "name"
    values = ["al2023-ami-2023.*-x86_64"]
  }

  filter {
    name   = "architecture"
    values = ["x86_64"]
  }
}

resource "aws_vpc" "main" {
  cidr_block = "10.90.0.0/16"
}

resource "aws_subnet" "main" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.90.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_security_group" "ssh" {
  name   = "tf-ssh"
  vpc_id = aws_vpc.main.id

  ingress {
    from_port   = 22
    to_port     = 22
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8"]
  }
}

resource "aws_key_pair" "deployer" {
  key_name   = "tf-deployer"
  public_key = var.public_key

  tags = {
    team = "ops"
  }
}

resource "aws_launch_template" "web" {
  name          = "tf-web"
  image_id      = data.aws_ami.al2023.id
  instance_type = "m5.large"
  key_name      = aws_key_pair.deployer.key_name

  tag_specifications {
    resource_type = "instance"
    tags = {
      from = "template"
    }
  }
}

resource "aws_instance" "web" {
  ami                    = data.aws_ami.al2023.id
  instance_type          = "m5.large"
  subnet_id              = aws_subnet.main.id
  vpc_security_group_ids = [aws_security_group.ssh.id]
  key_name               = aws_key_pair.deployer.key_name
  user_data              = "#!/bin/bash\necho hello\n"

  tags = {
    Name = "tf-web"
  }
}

output "private_ip" {
  value = aws_instance.web.private_ip
}

output "ami" {
  value = data.aws_ami.al2023.id
}
