// generated from specs/forms/obj-cli-template.schema.json and obj-cli-template.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["41227161"] = validate24;
const schema53 = {"const":"jinja","title":"Jinja template","$id":"41227161"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("jinja" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "jinja"},message:"must be equal to constant",schema:"jinja",parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-77152a68"] = validate25;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","script"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}},"type":{"type":"string","title":"Type","oneOf":[{"const":"cli","title":"CLI script"},{"const":"jinja","title":"Jinja template"}],"default":"cli"},"script":{"type":"string","title":"Script","maxLength":65535,"errorMessage":{"maxLength":"Script cannot be longer than 65535 characters.","minLength":"This field is required."},"minLength":1}},"errorMessage":{"required":{"name":"This field is required.","script":"This field is required."}},"$id":"-77152a68"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.script === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "script"},message:"must have required property '"+"script"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.name.type,parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema54.properties.name.errorMessage[key0],schema:schema54.properties.name.errorMessage,parentSchema:schema54.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 255){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema54.properties.description,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.description.type,parentSchema:schema54.properties.description,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/description")) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(24)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema54.properties.description.errorMessage[key1],schema:schema54.properties.description.errorMessage,parentSchema:schema54.properties.description,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.type.type,parentSchema:schema54.properties.type,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("cli" !== data2){
const err15 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: "cli"},message:"must be equal to constant",schema:"cli",parentSchema:schema54.properties.type.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("jinja" !== data2){
const err16 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: "jinja"},message:"must be equal to constant",schema:"jinja",parentSchema:schema54.properties.type.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema54.properties.type.oneOf,parentSchema:schema54.properties.type,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.script !== undefined){
let data3 = data.script;
if(typeof data3 === "string"){
if(func1(data3) > 65535){
const err18 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/maxLength",keyword:"maxLength",params:{limit: 65535},message:"must NOT have more than 65535 characters",schema:65535,parentSchema:schema54.properties.script,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data3) < 1){
const err19 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema54.properties.script,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema54.properties.script.type,parentSchema:schema54.properties.script,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[]};
const templates2 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/script")) && (err21.keyword in emErrors2)) && (err21.schemaPath.indexOf("#/properties/script") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(19)))){
emErrors2[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err22 = {instancePath:instancePath+"/script",schemaPath:"#/properties/script/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema54.properties.script.errorMessage[key2],schema:schema54.properties.script.errorMessage,parentSchema:schema54.properties.script,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs2 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs2.push(err23);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema54.type,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[],"script":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath)) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(1)))){
emPropParams0 = obj0[err25.keyword];
emParamsErrors0 = emErrors3[err25.keyword][err25.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err25);
err25.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err26 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema54.errorMessage[key3][keyProp0],schema:schema54.errorMessage,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-68df94c2"] = validate26;
const schema55 = {"const":"cli","title":"CLI script","$id":"-68df94c2"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("cli" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "cli"},message:"must be equal to constant",schema:"cli",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
