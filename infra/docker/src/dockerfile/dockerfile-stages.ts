import { DockerfileParser, Instruction } from 'dockerfile-ast';

export interface Stage {
  name: string | null;
  /** The base image with ARG defaults declared before the first FROM substituted, e.g. node:20.20-bookworm-slim. */
  baseImage: string;
  instructions: Instruction[];
}

export interface ParsedDockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string | null>;
  stages: Stage[];
}

/** Splits a Dockerfile into build stages, resolving `FROM ${ARG}` through the global ARG defaults. */
export function parseDockerfile(content: string): ParsedDockerfile {
  const dockerfile = DockerfileParser.parse(content);
  const globalArgs: Record<string, string | null> = {};
  for (const arg of dockerfile.getInitialARGs()) {
    const property = arg.getProperty();
    if (property) globalArgs[property.getName()] = property.getValue();
  }
  const substitute = (text: string) =>
    text.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (whole, name: string) => globalArgs[name] ?? whole);

  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const from = dockerfile
        .getFROMs()
        .find((candidate) => candidate.getRange().start.line === instruction.getRange().start.line);
      stages.push({
        name: from?.getBuildStage() ?? null,
        baseImage: substitute(from?.getImage() ?? ''),
        instructions: [],
      });
    } else if (stages.length > 0) {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

/**
 * Instructions of one keyword in a stage, as their text after the keyword, flags included, with line
 * continuations joined and whitespace collapsed (getArgumentsContent would drop flags such as --from).
 */
export function argumentsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions
    .filter((instruction) => instruction.getKeyword() === keyword)
    .map((instruction) => instruction.toString().slice(instruction.getInstruction().length).trim());
}
