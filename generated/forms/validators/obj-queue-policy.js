// generated from specs/forms/obj-queue-policy.schema.json and obj-queue-policy.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["2009446"] = validate24;
const schema53 = {"const":"weighted-random-early-detection","title":"WRED","$id":"2009446"};

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
if("weighted-random-early-detection" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "weighted-random-early-detection"},message:"must be equal to constant",schema:"weighted-random-early-detection",parentSchema:schema53,data};
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

exports["37756797"] = validate25;
const schema54 = {"const":"strict","title":"Strict","$id":"37756797"};

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
if("strict" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "strict"},message:"must be equal to constant",schema:"strict",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3ece370f"] = validate26;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"schedule":{"type":"string","title":"Schedule","oneOf":[{"const":"strict","title":"Strict"},{"const":"round-robin","title":"Round robin"},{"const":"weighted","title":"Weighted"}],"default":"round-robin"},"rate-by":{"type":"string","title":"Rate By","oneOf":[{"const":"kbps","title":"Kbps"},{"const":"percent","title":"Percent"}],"default":"kbps"},"cos-queue":{"type":"array","title":"CoS Queues","maxItems":8,"errorMessage":{"maxItems":"A switch has eight queues at most."},"items":{"type":"object","required":["name"],"properties":{"name":{"type":"string","title":"Queue","oneOf":[{"const":"queue-0","title":"Queue 0"},{"const":"queue-1","title":"Queue 1"},{"const":"queue-2","title":"Queue 2"},{"const":"queue-3","title":"Queue 3"},{"const":"queue-4","title":"Queue 4"},{"const":"queue-5","title":"Queue 5"},{"const":"queue-6","title":"Queue 6"},{"const":"queue-7","title":"Queue 7"}]},"weight":{"type":"integer","title":"Weight","minimum":0,"maximum":4294967295,"errorMessage":{"minimum":"Weight must be between 0 and 4294967295.","maximum":"Weight must be between 0 and 4294967295.","type":"Weight must be a whole number."},"default":1},"min-rate":{"type":"integer","title":"Minimum Rate","minimum":0,"maximum":4294967295,"errorMessage":{"minimum":"Minimum Rate must be between 0 and 4294967295.","maximum":"Minimum Rate must be between 0 and 4294967295.","type":"Minimum Rate must be a whole number."},"default":0},"max-rate":{"type":"integer","title":"Maximum Rate","minimum":0,"maximum":4294967295,"errorMessage":{"minimum":"Maximum Rate must be between 0 and 4294967295.","maximum":"Maximum Rate must be between 0 and 4294967295.","type":"Maximum Rate must be a whole number."},"default":0},"drop-policy":{"type":"string","title":"Drop Policy","oneOf":[{"const":"taildrop","title":"Tail drop"},{"const":"weighted-random-early-detection","title":"WRED"}],"default":"taildrop"}}}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"-3ece370f"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.name.type,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema55.properties.name.errorMessage[key0],schema:schema55.properties.name.errorMessage,parentSchema:schema55.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.schedule !== undefined){
let data1 = data.schedule;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties.schedule.type,parentSchema:schema55.properties.schedule,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("strict" !== data1){
const err9 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/oneOf/0/const",keyword:"const",params:{allowedValue: "strict"},message:"must be equal to constant",schema:"strict",parentSchema:schema55.properties.schedule.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("round-robin" !== data1){
const err10 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/oneOf/1/const",keyword:"const",params:{allowedValue: "round-robin"},message:"must be equal to constant",schema:"round-robin",parentSchema:schema55.properties.schedule.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if("weighted" !== data1){
const err11 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/oneOf/2/const",keyword:"const",params:{allowedValue: "weighted"},message:"must be equal to constant",schema:"weighted",parentSchema:schema55.properties.schedule.oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err12 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema55.properties.schedule.oneOf,parentSchema:schema55.properties.schedule,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data["rate-by"] !== undefined){
let data2 = data["rate-by"];
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/rate-by",schemaPath:"#/properties/rate-by/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties["rate-by"].type,parentSchema:schema55.properties["rate-by"],data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs12 = errors;
let valid2 = false;
let passing1 = null;
const _errs13 = errors;
if("kbps" !== data2){
const err14 = {instancePath:instancePath+"/rate-by",schemaPath:"#/properties/rate-by/oneOf/0/const",keyword:"const",params:{allowedValue: "kbps"},message:"must be equal to constant",schema:"kbps",parentSchema:schema55.properties["rate-by"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs14 = errors;
if("percent" !== data2){
const err15 = {instancePath:instancePath+"/rate-by",schemaPath:"#/properties/rate-by/oneOf/1/const",keyword:"const",params:{allowedValue: "percent"},message:"must be equal to constant",schema:"percent",parentSchema:schema55.properties["rate-by"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err16 = {instancePath:instancePath+"/rate-by",schemaPath:"#/properties/rate-by/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema55.properties["rate-by"].oneOf,parentSchema:schema55.properties["rate-by"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data["cos-queue"] !== undefined){
let data3 = data["cos-queue"];
if(Array.isArray(data3)){
if(data3.length > 8){
const err17 = {instancePath:instancePath+"/cos-queue",schemaPath:"#/properties/cos-queue/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items",schema:8,parentSchema:schema55.properties["cos-queue"],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err18 = {instancePath:instancePath+"/cos-queue/" + i0,schemaPath:"#/properties/cos-queue/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema55.properties["cos-queue"].items.required,parentSchema:schema55.properties["cos-queue"].items,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties["cos-queue"].items.properties.name.type,parentSchema:schema55.properties["cos-queue"].items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs21 = errors;
let valid6 = false;
let passing2 = null;
const _errs22 = errors;
if("queue-0" !== data5){
const err20 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/0/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2){
valid6 = true;
passing2 = 0;
}
const _errs23 = errors;
if("queue-1" !== data5){
const err21 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/1/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid6 = true;
passing2 = 1;
}
const _errs24 = errors;
if("queue-2" !== data5){
const err22 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/2/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid2 = _errs24 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 2];
}
else {
if(_valid2){
valid6 = true;
passing2 = 2;
}
const _errs25 = errors;
if("queue-3" !== data5){
const err23 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/3/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid2 = _errs25 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 3];
}
else {
if(_valid2){
valid6 = true;
passing2 = 3;
}
const _errs26 = errors;
if("queue-4" !== data5){
const err24 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/4/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs26 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 4];
}
else {
if(_valid2){
valid6 = true;
passing2 = 4;
}
const _errs27 = errors;
if("queue-5" !== data5){
const err25 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/5/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[5],data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 5];
}
else {
if(_valid2){
valid6 = true;
passing2 = 5;
}
const _errs28 = errors;
if("queue-6" !== data5){
const err26 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/6/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[6],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid2 = _errs28 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 6];
}
else {
if(_valid2){
valid6 = true;
passing2 = 6;
}
const _errs29 = errors;
if("queue-7" !== data5){
const err27 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf/7/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema55.properties["cos-queue"].items.properties.name.oneOf[7],data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2 && valid6){
valid6 = false;
passing2 = [passing2, 7];
}
else {
if(_valid2){
valid6 = true;
passing2 = 7;
}
}
}
}
}
}
}
}
if(!valid6){
const err28 = {instancePath:instancePath+"/cos-queue/" + i0+"/name",schemaPath:"#/properties/cos-queue/items/properties/name/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema55.properties["cos-queue"].items.properties.name.oneOf,parentSchema:schema55.properties["cos-queue"].items.properties.name,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data4.weight !== undefined){
let data6 = data4.weight;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err29 = {instancePath:instancePath+"/cos-queue/" + i0+"/weight",schemaPath:"#/properties/cos-queue/items/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties["cos-queue"].items.properties.weight.type,parentSchema:schema55.properties["cos-queue"].items.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 4294967295 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/cos-queue/" + i0+"/weight",schemaPath:"#/properties/cos-queue/items/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295",schema:4294967295,parentSchema:schema55.properties["cos-queue"].items.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err31 = {instancePath:instancePath+"/cos-queue/" + i0+"/weight",schemaPath:"#/properties/cos-queue/items/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties["cos-queue"].items.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/cos-queue/" + i0+"/weight")) && (err32.keyword in emErrors1)) && (err32.schemaPath.indexOf("#/properties/cos-queue/items/properties/weight") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(46)))){
emErrors1[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err33 = {instancePath:instancePath+"/cos-queue/" + i0+"/weight",schemaPath:"#/properties/cos-queue/items/properties/weight/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema55.properties["cos-queue"].items.properties.weight.errorMessage[key1],schema:schema55.properties["cos-queue"].items.properties.weight.errorMessage,parentSchema:schema55.properties["cos-queue"].items.properties.weight,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs1 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs1.push(err34);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data4["min-rate"] !== undefined){
let data7 = data4["min-rate"];
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err35 = {instancePath:instancePath+"/cos-queue/" + i0+"/min-rate",schemaPath:"#/properties/cos-queue/items/properties/min-rate/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties["cos-queue"].items.properties["min-rate"].type,parentSchema:schema55.properties["cos-queue"].items.properties["min-rate"],data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 4294967295 || isNaN(data7)){
const err36 = {instancePath:instancePath+"/cos-queue/" + i0+"/min-rate",schemaPath:"#/properties/cos-queue/items/properties/min-rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295",schema:4294967295,parentSchema:schema55.properties["cos-queue"].items.properties["min-rate"],data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err37 = {instancePath:instancePath+"/cos-queue/" + i0+"/min-rate",schemaPath:"#/properties/cos-queue/items/properties/min-rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties["cos-queue"].items.properties["min-rate"],data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/cos-queue/" + i0+"/min-rate")) && (err38.keyword in emErrors2)) && (err38.schemaPath.indexOf("#/properties/cos-queue/items/properties/min-rate") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(48)))){
emErrors2[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err39 = {instancePath:instancePath+"/cos-queue/" + i0+"/min-rate",schemaPath:"#/properties/cos-queue/items/properties/min-rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema55.properties["cos-queue"].items.properties["min-rate"].errorMessage[key2],schema:schema55.properties["cos-queue"].items.properties["min-rate"].errorMessage,parentSchema:schema55.properties["cos-queue"].items.properties["min-rate"],data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs2 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs2.push(err40);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data4["max-rate"] !== undefined){
let data8 = data4["max-rate"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err41 = {instancePath:instancePath+"/cos-queue/" + i0+"/max-rate",schemaPath:"#/properties/cos-queue/items/properties/max-rate/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema55.properties["cos-queue"].items.properties["max-rate"].type,parentSchema:schema55.properties["cos-queue"].items.properties["max-rate"],data:data8};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 4294967295 || isNaN(data8)){
const err42 = {instancePath:instancePath+"/cos-queue/" + i0+"/max-rate",schemaPath:"#/properties/cos-queue/items/properties/max-rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295",schema:4294967295,parentSchema:schema55.properties["cos-queue"].items.properties["max-rate"],data:data8};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err43 = {instancePath:instancePath+"/cos-queue/" + i0+"/max-rate",schemaPath:"#/properties/cos-queue/items/properties/max-rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema55.properties["cos-queue"].items.properties["max-rate"],data:data8};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minimum":[],"maximum":[],"type":[]};
const templates3 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/cos-queue/" + i0+"/max-rate")) && (err44.keyword in emErrors3)) && (err44.schemaPath.indexOf("#/properties/cos-queue/items/properties/max-rate") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(48)))){
emErrors3[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err45 = {instancePath:instancePath+"/cos-queue/" + i0+"/max-rate",schemaPath:"#/properties/cos-queue/items/properties/max-rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema55.properties["cos-queue"].items.properties["max-rate"].errorMessage[key3],schema:schema55.properties["cos-queue"].items.properties["max-rate"].errorMessage,parentSchema:schema55.properties["cos-queue"].items.properties["max-rate"],data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs3 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs3.push(err46);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data4["drop-policy"] !== undefined){
let data9 = data4["drop-policy"];
if(typeof data9 !== "string"){
const err47 = {instancePath:instancePath+"/cos-queue/" + i0+"/drop-policy",schemaPath:"#/properties/cos-queue/items/properties/drop-policy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema55.properties["cos-queue"].items.properties["drop-policy"].type,parentSchema:schema55.properties["cos-queue"].items.properties["drop-policy"],data:data9};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const _errs38 = errors;
let valid7 = false;
let passing3 = null;
const _errs39 = errors;
if("taildrop" !== data9){
const err48 = {instancePath:instancePath+"/cos-queue/" + i0+"/drop-policy",schemaPath:"#/properties/cos-queue/items/properties/drop-policy/oneOf/0/const",keyword:"const",params:{allowedValue: "taildrop"},message:"must be equal to constant",schema:"taildrop",parentSchema:schema55.properties["cos-queue"].items.properties["drop-policy"].oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid3 = _errs39 === errors;
if(_valid3){
valid7 = true;
passing3 = 0;
}
const _errs40 = errors;
if("weighted-random-early-detection" !== data9){
const err49 = {instancePath:instancePath+"/cos-queue/" + i0+"/drop-policy",schemaPath:"#/properties/cos-queue/items/properties/drop-policy/oneOf/1/const",keyword:"const",params:{allowedValue: "weighted-random-early-detection"},message:"must be equal to constant",schema:"weighted-random-early-detection",parentSchema:schema55.properties["cos-queue"].items.properties["drop-policy"].oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid3 = _errs40 === errors;
if(_valid3 && valid7){
valid7 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid7 = true;
passing3 = 1;
}
}
if(!valid7){
const err50 = {instancePath:instancePath+"/cos-queue/" + i0+"/drop-policy",schemaPath:"#/properties/cos-queue/items/properties/drop-policy/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema55.properties["cos-queue"].items.properties["drop-policy"].oneOf,parentSchema:schema55.properties["cos-queue"].items.properties["drop-policy"],data:data9};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/cos-queue/" + i0,schemaPath:"#/properties/cos-queue/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.properties["cos-queue"].items.type,parentSchema:schema55.properties["cos-queue"].items,data:data4};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/cos-queue",schemaPath:"#/properties/cos-queue/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties["cos-queue"].type,parentSchema:schema55.properties["cos-queue"],data:data3};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxItems":[]};
const templates4 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/cos-queue")) && (err53.keyword in emErrors4)) && (err53.schemaPath.indexOf("#/properties/cos-queue") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(22)))){
emErrors4[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err54 = {instancePath:instancePath+"/cos-queue",schemaPath:"#/properties/cos-queue/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema55.properties["cos-queue"].errorMessage[key4],schema:schema55.properties["cos-queue"].errorMessage,parentSchema:schema55.properties["cos-queue"],data:data3};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs4 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs4.push(err55);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err56 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err57 of vErrors){
if((((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && (err57.instancePath === instancePath)) && (err57.keyword in emErrors5)) && (err57.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err57.schemaPath.slice(1)))){
emPropParams0 = obj0[err57.keyword];
emParamsErrors0 = emErrors5[err57.keyword][err57.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err57);
err57.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err58 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema55.errorMessage[key5][keyProp0],schema:schema55.errorMessage,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs5.push(err59);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["77ef9126"] = validate27;
const schema56 = {"const":"round-robin","title":"Round robin","$id":"77ef9126"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("round-robin" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "round-robin"},message:"must be equal to constant",schema:"round-robin",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-38df8c69"] = validate28;
const schema57 = {"const":"weighted","title":"Weighted","$id":"-38df8c69"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("weighted" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "weighted"},message:"must be equal to constant",schema:"weighted",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4b0c18b7"] = validate29;
const schema58 = {"const":"kbps","title":"Kbps","$id":"4b0c18b7"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("kbps" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "kbps"},message:"must be equal to constant",schema:"kbps",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["602d52ad"] = validate30;
const schema59 = {"const":"percent","title":"Percent","$id":"602d52ad"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("percent" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "percent"},message:"must be equal to constant",schema:"percent",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-46a0df08"] = validate31;
const schema60 = {"const":"queue-0","title":"Queue 0","$id":"-46a0df08"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-0" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-0"},message:"must be equal to constant",schema:"queue-0",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3a07e5c6"] = validate32;
const schema61 = {"const":"queue-1","title":"Queue 1","$id":"-3a07e5c6"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-1"},message:"must be equal to constant",schema:"queue-1",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2d6eec84"] = validate33;
const schema62 = {"const":"queue-2","title":"Queue 2","$id":"-2d6eec84"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-2"},message:"must be equal to constant",schema:"queue-2",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-20d5f342"] = validate34;
const schema63 = {"const":"queue-3","title":"Queue 3","$id":"-20d5f342"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-3" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-3"},message:"must be equal to constant",schema:"queue-3",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-143cfa00"] = validate35;
const schema64 = {"const":"queue-4","title":"Queue 4","$id":"-143cfa00"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-4" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-4"},message:"must be equal to constant",schema:"queue-4",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7a400be"] = validate36;
const schema65 = {"const":"queue-5","title":"Queue 5","$id":"-7a400be"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-5" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-5"},message:"must be equal to constant",schema:"queue-5",parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4f4f884"] = validate37;
const schema66 = {"const":"queue-6","title":"Queue 6","$id":"4f4f884"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-6" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-6"},message:"must be equal to constant",schema:"queue-6",parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["118df1c6"] = validate38;
const schema67 = {"const":"queue-7","title":"Queue 7","$id":"118df1c6"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("queue-7" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "queue-7"},message:"must be equal to constant",schema:"queue-7",parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["531bb6bd"] = validate39;
const schema68 = {"const":"taildrop","title":"Tail drop","$id":"531bb6bd"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("taildrop" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "taildrop"},message:"must be equal to constant",schema:"taildrop",parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
